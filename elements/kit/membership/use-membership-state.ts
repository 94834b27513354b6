import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { App, Member } from '../../core/membership/types';
import { loadAppSettings, membershipStore } from './membership-store';

/**
 * The app's settings and the signed-in member, loading the settings the first time they are
 * needed and, each time `open` becomes true (a modal opening), again when the page's copy has
 * grown old (membership-store.ts). `fetchSettings` false: the caller has settings of its own (a
 * preview) and nothing is asked for.
 */
export function useMembershipState(open = true, fetchSettings = true) {
  const state = useSnapshot(membershipStore);
  useEffect(() => {
    if (!fetchSettings) return;
    const status = membershipStore.appStatus;
    if (status === 'idle' || (open && status === 'ready')) loadAppSettings().catch(() => {});
  }, [open, fetchSettings]);
  return {
    // Both are stored with valtio's ref(): the snapshot holds the very objects, not frozen copies.
    app: state.app as App | null,
    appStatus: state.appStatus,
    appError: state.appError,
    member: state.member as Member | null,
    retryApp: () => void loadAppSettings().catch(() => {}),
  };
}
