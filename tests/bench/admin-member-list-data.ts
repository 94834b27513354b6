/** What the admin member list benchmark seeds (api/serve-admin-members.ts) and asks for (admin-member-list.ts). */
export const ADMIN_BENCH = {
  MEMBERS: 100_000,
  APP_ID: 'app_chainforge_demo',
  KEY: 'sk_sb_chainforge_demo',
  /** One member in 10 holds the community plan; one in 1,000 the voice demo plan (a rare filter). */
  COMMON_PLAN: 'pln_chainforge_community',
  RARE_PLAN: 'pln_chainforge_voice_demo',
  /** One member in 50 has not verified their email. */
  UNVERIFIED_EVERY: 50,
} as const;
