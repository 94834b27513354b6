/** A bearer credential of a member: only its hash is stored, and it expires and can be revoked. */
export interface HashedCredentialTable {
  id: string;
  member_id: string;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}
