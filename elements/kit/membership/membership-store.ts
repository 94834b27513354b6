import { proxy, ref } from 'valtio';
import { describeError } from '../../core/client-error';
import type { App, Member } from '../../core/membership/types';
import { membershipClient, membershipSession } from './membership-runtime';

export type AppSettingsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface MembershipState {
  /** The app's settings (providers, custom fields, plans, branding), loaded once per page. */
  app: App | null;
  appStatus: AppSettingsStatus;
  appError: string | null;
  /** The signed-in member as last known, or null. */
  member: Member | null;
}

/** The one store of the membership widget: what the two modals and the global API read. */
export const membershipStore = proxy<MembershipState>({
  app: null,
  appStatus: 'idle',
  appError: null,
  member: membershipSession.member(),
});

// Every member record the client stores (sign-in, a save, a refresh) reaches the modals.
membershipSession.onMemberChange((member) => {
  membershipStore.member = member ? ref(member) : null;
});

let appLoad: Promise<App> | null = null;
let loadedAt = 0;

/**
 * How old the page's copy of the app's settings may be when a modal opens or the inspector scans:
 * older, it is asked for again (the old copy shown until the new one arrives), so a plan an owner
 * retires or a field they add reaches pages left open within a minute.
 */
export const APP_SETTINGS_MAX_AGE_MS = 30_000;

/**
 * The app's settings, asked for once and again when APP_SETTINGS_MAX_AGE_MS old; a failed first
 * load is asked for again on the next call, a failed refresh keeps the copy the page has.
 */
export function loadAppSettings(): Promise<App> {
  const current = membershipStore.app;
  if (appLoad && !(current && Date.now() - loadedAt > APP_SETTINGS_MAX_AGE_MS)) return appLoad;
  loadedAt = Date.now();
  if (!current) {
    membershipStore.appStatus = 'loading';
    membershipStore.appError = null;
  }
  appLoad = membershipClient.getApp().then(
    (app) => {
      membershipStore.app = ref(app);
      membershipStore.appStatus = 'ready';
      loadedAt = Date.now();
      return app;
    },
    (error: unknown) => {
      if (current) return current;
      appLoad = null;
      membershipStore.appStatus = 'error';
      membershipStore.appError = describeError(error);
      throw error;
    },
  );
  return appLoad;
}
