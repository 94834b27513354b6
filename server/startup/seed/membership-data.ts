/**
 * The seeded membership app of the contract and the membership side of the seeded accounts.
 * Ids are fixed so that builders' pages and tests can name them (data-ms-plan:add="pln_...").
 */
import type { AppConfigInput } from '../../app-config/schema.ts';

export const PLAN_IDS = {
  starter: 'pln_chainforge_starter',
  community: 'pln_chainforge_community',
  voiceDemo: 'pln_chainforge_voice_demo',
  team: 'pln_chainforge_team',
} as const;

/**
 * The demo app, written as an operator's app configuration and applied the same way
 * (app-config/apply-app-config.ts), so that development and production make apps one way.
 */
export const DEMO_APP_CONFIG = {
  owner: { email: 'owner@chainforge.dev' },
  app: {
    id: 'app_chainforge_demo',
    name: 'Chain Forge',
    testPublicKey: 'pk_sb_chainforge_demo',
    livePublicKey: 'pk_chainforge_demo',
    // A builder's page on any local port can use the CDN bundle against the app.
    allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
    passwordless: { enabled: true, default: false },
    branding: { logo: null, primaryButton: 'rgb(41, 98, 255)' },
    customFields: [
      { key: 'first-name', label: 'First name', visibility: 'PUBLIC' },
      { key: 'last-name', label: 'Last name', visibility: 'PRIVATE' },
      // Kept by the business, never shown on the signup or profile form.
      { key: 'crm-id', label: 'CRM ID', hidden: true, visibility: 'PRIVATE' },
    ],
    providers: [
      { provider: 'google', name: 'Google' },
      { provider: 'github', name: 'GitHub' },
    ],
    plans: [
      {
        id: PLAN_IDS.starter,
        name: 'Starter',
        description: 'The dashboard and supply-chain overview.',
        signup: 'login',
      },
      {
        id: PLAN_IDS.community,
        name: 'Community',
        description: 'Product news and the community forum.',
        signup: 'login',
      },
      {
        id: PLAN_IDS.voiceDemo,
        name: 'AI Voice Chat Demo',
        description: 'Try the voice agent on sample data.',
        signup: 'signup',
      },
      {
        id: PLAN_IDS.team,
        name: 'Team',
        description: 'Chat and voice agents for your whole team, with shared seats.',
        prices: [
          { id: 'prc_chainforge_team_monthly', name: 'Monthly', amount: 4_900, interval: 'MONTHS' },
          { id: 'prc_chainforge_team_yearly', name: 'Yearly', amount: 49_000, interval: 'YEARS' },
        ],
      },
    ],
    contentGroups: [
      {
        id: 'grp_chainforge_supply_chain',
        key: 'supply-chain',
        name: 'Supply chain',
        redirect: '/login',
        urls: [{ url: '/supply-chain', filter: 'STARTS' }],
        plans: [PLAN_IDS.starter, PLAN_IDS.team],
      },
      {
        id: 'grp_chainforge_voice_demo',
        key: 'voice-demo',
        name: 'Voice agent demo',
        redirect: '/login',
        urls: [{ url: '/agent', filter: 'STARTS' }],
        plans: [PLAN_IDS.voiceDemo, PLAN_IDS.team],
      },
    ],
  },
} satisfies AppConfigInput;

export const DEMO_APP = DEMO_APP_CONFIG.app;

export interface SeedMemberProfile {
  email: string;
  /** Null: signs in by emailed code only. */
  password: string | null;
  customFields: Record<string, string>;
  stripeCustomerId: string | null;
  freePlanIds: string[];
}

/** The contract's four accounts, plus the third member of Acme Logistics (no product data). */
export const SEED_MEMBER_PROFILES: readonly SeedMemberProfile[] = [
  {
    email: 'demo@chainforge.dev',
    password: 'ChainForge-demo-1',
    customFields: { 'first-name': 'Dana', 'last-name': 'Reyes', 'crm-id': 'CRM-1001' },
    stripeCustomerId: 'cus_chainforge_demo',
    freePlanIds: [PLAN_IDS.starter],
  },
  {
    email: 'supply@chainforge.dev',
    password: 'ChainForge-supply-1',
    customFields: { 'first-name': 'Sam', 'last-name': 'Okafor', 'crm-id': 'CRM-1002' },
    stripeCustomerId: null,
    freePlanIds: [],
  },
  {
    email: 'chat@chainforge.dev',
    password: 'ChainForge-chat-1',
    customFields: { 'first-name': 'Chris', 'last-name': 'Lindqvist', 'crm-id': 'CRM-1003' },
    stripeCustomerId: null,
    freePlanIds: [PLAN_IDS.voiceDemo],
  },
  {
    email: 'viewer@chainforge.dev',
    password: 'ChainForge-viewer-1',
    customFields: { 'first-name': 'Val', 'last-name': 'Moreau', 'crm-id': 'CRM-1004' },
    stripeCustomerId: null,
    freePlanIds: [],
  },
  {
    email: 'ops@acme-logistics.example',
    password: null,
    customFields: { 'first-name': 'Olu', 'last-name': 'Adeyemi' },
    stripeCustomerId: null,
    freePlanIds: [],
  },
];

/** The OWNER takes a seat: 3 of 5 seats are used. */
export const DEMO_TEAM = {
  id: 'team_chainforge_acme',
  name: 'Acme Logistics',
  ownerEmail: 'demo@chainforge.dev',
  memberEmails: ['viewer@chainforge.dev', 'ops@acme-logistics.example'],
  maxSeats: 5,
  planId: PLAN_IDS.team,
  signupLinkPath: '/login',
  upgradeLinkPath: '/',
} as const;

/**
 * Secure content (POST /secure-content) with the groups that gate it: one every member reads,
 * one for the paid Team plan only. Kept apart from DEMO_CONTENT_GROUPS because it is seeded
 * whenever missing, so databases from before it get it too.
 */
export const SECURE_CONTENT_GROUPS = [
  {
    id: 'grp_chainforge_members',
    key: 'members',
    name: 'Members area',
    redirect: '/login',
    urls: [{ url: '/members', filter: 'STARTS' }],
    allowAllMembers: true,
    planIds: [],
  },
  {
    id: 'grp_chainforge_team_playbook',
    key: 'team-playbook',
    name: 'Team playbook',
    redirect: '/',
    urls: [{ url: '/team-playbook', filter: 'STARTS' }],
    allowAllMembers: false,
    planIds: [PLAN_IDS.team],
  },
] as const;

export const SECURE_CONTENT = [
  {
    key: 'members-welcome',
    groupId: 'grp_chainforge_members',
    type: 'TEXT',
    content: 'Welcome to Chain Forge. Your dashboard, orders and supply chain are one click away.',
  },
  {
    key: 'team-playbook',
    groupId: 'grp_chainforge_team_playbook',
    type: 'HTML',
    content:
      '<h2>Team playbook</h2><p>Share one agent across your team: invite colleagues from the team page; each seat sees the same orders and inventory.</p>',
  },
] as const;
