import { runtimeConfig } from '../../core/config';
import { loadAppSettings, membershipStore } from '../../kit/membership/membership-store';
import { scan } from './scan';
import type { ScanResult } from './scan-types';

/** The working part of `window.chainforge.inspector`, imported by its stub (global-api/inspector-stub.ts). */
export interface InspectorEngine {
  scan(root?: ParentNode): ScanResult;
  /** Settles once the app's settings have loaded or failed (never rejects). */
  settled: Promise<void>;
}

export function createInspectorEngine(): InspectorEngine {
  // The plan and price id checks need the app's settings: asked for now, once per page (the
  // modals share them). Until they arrive, or without a public key, those checks are skipped.
  const settled = runtimeConfig.publicKey
    ? loadAppSettings().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  return {
    scan(root = document) {
      if (typeof (root as ParentNode | null)?.querySelectorAll !== 'function')
        throw new TypeError('chainforge.inspector.scan takes a Document, an Element or a shadow root.');
      return scan(root, { app: membershipStore.app });
    },
    settled,
  };
}
