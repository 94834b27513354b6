import type { Permission } from '../../../contract/product-answers.ts';

/** The contract's seeded accounts and the kind of business each one looks like. */
export interface SeedAccount {
  email: string;
  permissions: Permission[];
  /** Multiplies order volume and money so that the accounts visibly differ. */
  scale: number;
  chatSessionsPerDay: number;
  voiceSessionsPerDay: number;
  monthlyPlanCents: number;
  skuPrefix: string;
  insights: string;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    email: 'demo@chainforge.dev',
    permissions: ['cnfg_pro', 'ctfd_pro'],
    scale: 1,
    chatSessionsPerDay: 42,
    voiceSessionsPerDay: 14,
    monthlyPlanCents: 19_900,
    skuPrefix: 'ACM',
    insights:
      'Chat sessions are up this month while voice usage is flat. Stretch wrap and pallet labels ' +
      'are below their reorder points at the Newark warehouse; two inbound purchase orders cover them.',
  },
  {
    email: 'supply@chainforge.dev',
    permissions: ['cnfg_basic'],
    scale: 0.6,
    chatSessionsPerDay: 9,
    voiceSessionsPerDay: 3,
    monthlyPlanCents: 9_900,
    skuPrefix: 'NWS',
    insights:
      'Amazon channel orders grew faster than regional channels. Reno storage costs rose for the ' +
      'third month; consolidating slow movers into Dallas would lower them.',
  },
  {
    email: 'chat@chainforge.dev',
    permissions: ['ctfd_elite'],
    scale: 0.35,
    chatSessionsPerDay: 75,
    voiceSessionsPerDay: 30,
    monthlyPlanCents: 29_900,
    skuPrefix: 'BRL',
    insights:
      'Most chat sessions ask about order status. Voice sessions peak on Mondays; token use per ' +
      'session is steady.',
  },
  {
    email: 'viewer@chainforge.dev',
    permissions: [],
    scale: 0.2,
    chatSessionsPerDay: 4,
    voiceSessionsPerDay: 1,
    monthlyPlanCents: 4_900,
    skuPrefix: 'VWR',
    insights: 'Activity is light this month.',
  },
];
