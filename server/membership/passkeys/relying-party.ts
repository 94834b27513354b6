import { isIP } from 'node:net';
import type { WebauthnConfig } from '../../config.ts';
import type { MembershipApp } from '../apps.ts';

export interface RelyingParty {
  id: string;
  /** The origins configured for passkeys (WEBAUTHN_ORIGINS, else the public URL); each app adds its own. */
  origins: readonly string[];
}

/**
 * The relying party passkeys are made for. By default the public URL's host; browsers refuse
 * WebAuthn on an IP address, so a server reached at 127.0.0.1 uses `localhost`, and passkeys work
 * on http://localhost:* pages out of the box.
 */
export function relyingParty(config: WebauthnConfig, publicUrl: string): RelyingParty {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  return {
    id: config.rpId ?? (isIP(host) ? 'localhost' : host),
    origins: config.origins ?? [new URL(publicUrl).origin],
  };
}

/** Whether a ceremony from this page is accepted: a configured origin, or one the app allows. */
export function isPasskeyOrigin(party: RelyingParty, app: MembershipApp, origin: string): boolean {
  return party.origins.includes(origin) || app.isOriginAllowed(origin);
}
