import { SEED_MEMBER_PROFILES } from './seed/membership-data.ts';
import { DEMO_OWNER } from './seed/owners.ts';

/**
 * Where a newcomer goes after a development start, on the start's own lines: the dashboard, the
 * console, the development mailbox and the logins development seeds (never in production).
 */
export function developmentGuide(url: string): string[] {
  const member = SEED_MEMBER_PROFILES[0];
  return [
    `Dashboard: ${url}/ (sign in as ${member?.email} / ${member?.password}, or with the Demo login button)`,
    `Console: ${url}/console (${DEMO_OWNER.email} / ${DEMO_OWNER.password}; authenticator secret ${DEMO_OWNER.totpSecret})`,
    `Development mailbox: ${url}/dev/mailbox (every mail sent, newest first)`,
  ];
}
