import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { App, Member } from '../../core/membership/types';
import { loadAppSettings, membershipStore } from './membership-store';

/** The app's settings and the signed-in member, loading the settings the first time they are needed. */
export function useMembershipState() {
  const state = useSnapshot(membershipStore);
  useEffect(() => {
    if (membershipStore.appStatus === 'idle') loadAppSettings().catch(() => {});
  }, []);
  return {
    // Both are stored with valtio's ref(): the snapshot holds the very objects, not frozen copies.
    app: state.app as App | null,
    appStatus: state.appStatus,
    appError: state.appError,
    member: state.member as Member | null,
    retryApp: () => void loadAppSettings().catch(() => {}),
  };
}
