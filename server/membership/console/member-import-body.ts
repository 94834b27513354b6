/** The paths that take a CSV body (the body rules, http/body-rules.ts, let text/csv and IMPORT_MAX_BYTES through on these only). */
export const MEMBER_IMPORT_PATHS = [
  '/membership/console/members/import/preview',
  '/membership/console/members/import/commit',
];

/** A file of 100,000 members with a few custom fields fits; a larger one is split. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
