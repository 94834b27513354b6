/**
 * The one runtime configuration every element reads. The dashboard keeps the defaults (its own
 * origin); the CDN script fills it from its script tag (see script-settings.ts), through the page
 * state it shares with element code (page-state.ts).
 */
export interface RuntimeConfig {
  /** The product API's base URL, e.g. `https://host/api`. */
  productApiUrl: string;
  /** The membership service's base URL, e.g. `https://host/membership`. */
  membershipApiUrl: string;
  /** The app's public key (`pk_sb_...` in test mode, `pk_...` live); null when none was given. */
  publicKey: string | null;
  /** Whether the inspector shows itself: on by default in test mode. */
  inspector: boolean;
}
