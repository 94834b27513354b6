import { runtimeConfig } from '../core/config';
import { allowedOriginsOf } from '../core/safe-redirect';
import type { ContentGroupSetting } from './gating';

/** The app's content groups and allowed origins from the last visit, so that gating need not wait for GET /app. */
const SETTINGS_KEY = '_cf-ms-groups';

interface KeptSettings {
  /** Null when nothing was kept for this app's public key. */
  groups: ContentGroupSetting[] | null;
  allowedOrigins: string[];
}

/** What an earlier page of this app kept. */
export function keptSettings(): KeptSettings {
  try {
    const cached = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null') as {
      publicKey?: unknown;
      groups?: unknown;
      allowedOrigins?: string[];
    } | null;
    return cached?.publicKey === runtimeConfig.publicKey && Array.isArray(cached.groups)
      ? { groups: cached.groups as ContentGroupSetting[], allowedOrigins: allowedOriginsOf(cached) }
      : { groups: null, allowedOrigins: [] };
  } catch {
    return { groups: null, allowedOrigins: [] };
  }
}

/** Keeps the app's groups and origins for the next page. */
export function keepSettings(groups: readonly ContentGroupSetting[], allowedOrigins: readonly string[]): void {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ publicKey: runtimeConfig.publicKey, groups, allowedOrigins }));
  } catch {
    // Not kept: the next page waits for the service, as this one did.
  }
}
