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

/** The app's settings, asked for once; a failed load is asked for again on the next call. */
export function loadAppSettings(): Promise<App> {
  if (appLoad) return appLoad;
  membershipStore.appStatus = 'loading';
  membershipStore.appError = null;
  appLoad = membershipClient.getApp().then(
    (app) => {
      membershipStore.app = ref(app);
      membershipStore.appStatus = 'ready';
      return app;
    },
    (error: unknown) => {
      appLoad = null;
      membershipStore.appStatus = 'error';
      membershipStore.appError = describeError(error);
      throw error;
    },
  );
  return appLoad;
}
