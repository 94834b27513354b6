/**
 * A member's sign-in factors beyond the password (migrations 0013 on): an authenticator app with
 * its backup codes, the challenge between a sign-in's two steps, passkeys with their WebAuthn
 * ceremonies, and the member's record of changes to all of these. The conventions of
 * schema-membership.ts hold.
 */
import type { Generated } from 'kysely';
import type { Flag, MemberMode } from './schema-membership.ts';

/** A member's authenticator app (migration 0013): pending until confirmed by a first code. */
export interface MsTotpTable {
  member_id: string;
  /** The base32 secret, sealed under the server secret (security/sealed.ts). */
  secret_sealed: string;
  confirmed_at: string | null;
  /** The 30-second step of the last code accepted: no code of that step or before it is taken again. */
  last_used_step: number | null;
  created_at: string;
}

export interface MsBackupCodesTable {
  member_id: string;
  /** HMAC-SHA-256 of the code under the server secret, hex. */
  code_hash: string;
  used_at: string | null;
}

/** Between a sign-in's first step and its second: 5 minutes, 5 tries. */
export interface MsSecondStepChallengesTable {
  /** SHA-256 of the challenge, hex. */
  challenge_hash: string;
  member_id: string;
  tries: Generated<number>;
  expires_at: string;
}

export interface MsPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  member_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** bigint: PostgreSQL answers it as a string, so read it with Number(). */
  counter: number | string;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: Flag;
  /** JSON array of the authenticator's transports. */
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export type WebauthnPurpose = 'register' | 'authenticate';

/** A WebAuthn ceremony's challenge: single use, 5 minutes. */
export interface MsWebauthnChallengesTable {
  /** The challenge as sent, base64url. */
  challenge: string;
  purpose: WebauthnPurpose;
  app_id: string;
  mode: MemberMode;
  /** The member registering; null for a sign-in (the passkey names its member). */
  member_id: string | null;
  expires_at: string;
}

export type SecurityEventKind =
  | 'two-step-on'
  | 'two-step-off'
  | 'backup-codes-regenerated'
  | 'passkey-added'
  | 'passkey-renamed'
  | 'passkey-deleted';

/** The member's record of changes to how they sign in (an audit kept with the member, not in logs). */
export interface MsSecurityEventsTable {
  id: string;
  member_id: string;
  kind: SecurityEventKind;
  /** JSON object: what changed (a passkey's id and name, ...). */
  detail: Generated<string>;
  created_at: string;
}

export interface SignInFactorTables {
  ms_totp: MsTotpTable;
  ms_backup_codes: MsBackupCodesTable;
  ms_second_step_challenges: MsSecondStepChallengesTable;
  ms_passkeys: MsPasskeysTable;
  ms_webauthn_challenges: MsWebauthnChallengesTable;
  ms_security_events: MsSecurityEventsTable;
}
