import type { ColumnType, Generated } from 'kysely';
import type { MemberMode } from './schema-membership.ts';
import type { MsPasskeysTable } from './schema-sign-in-factors.ts';

/** Where an owner's session stands: a code is due, something is still to set up, or signed in. */
export type OwnerSessionStage = 'second-step' | 'setup' | 'active';

/** An app's owner (0015): signs in to the console; not a member. */
export interface MsOwnersTable {
  id: string;
  app_id: string;
  email: string;
  password_hash: string | null;
  totp_secret_sealed: string | null;
  totp_confirmed_at: string | null;
  totp_last_step: number | null;
  /** The one-time sign-in code of an owner not yet set up (HMAC), its expiry and wrong tries. */
  code_hash: string | null;
  code_expires_at: string | null;
  code_attempts: Generated<number>;
  invited_by: string | null;
  created_at: string;
}

export interface MsOwnerSessionsTable {
  id: string;
  owner_id: string;
  token_hash: string;
  stage: OwnerSessionStage;
  origin: string;
  /** Second-step codes tried in this session. */
  tries: Generated<number>;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  client_ip: string;
  revoked_at: string | null;
  /** The last time its owner proved they are there; until then the step that made it active counts. */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MsOwnerInvitationsTable {
  id: string;
  app_id: string;
  email: string;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

/** An owner's passkey (0018): the columns of a member's (MsPasskeysTable), an owner's instead. */
export type MsOwnerPasskeysTable = Omit<MsPasskeysTable, 'member_id'> & { owner_id: string };

export interface MsOwnerWebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'authenticate';
  owner_id: string | null;
  expires_at: string;
}

/** A member import's report (0021): counts and every row's outcome, as JSON text. */
export interface MemberImportReportsTable {
  id: string;
  app_id: string;
  owner_id: string;
  mode: MemberMode;
  file_name: string;
  rows: number;
  /** `{ created, updated, unchanged, failed }` */
  counts: string;
  /** Every ImportReportRow, in file order. */
  results: string;
  started_at: string;
  finished_at: string;
}

export interface OwnerTables {
  ms_owners: MsOwnersTable;
  ms_owner_sessions: MsOwnerSessionsTable;
  ms_owner_invitations: MsOwnerInvitationsTable;
  ms_owner_passkeys: MsOwnerPasskeysTable;
  ms_owner_webauthn_challenges: MsOwnerWebauthnChallengesTable;
  member_import_reports: MemberImportReportsTable;
}
