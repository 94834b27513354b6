import { reportLoadFailure } from '../kit/report-load-failure';
import type { InspectorEngine } from '../xray/scan/inspector-engine';
import type { ChainforgeInspector } from './chainforge-types';

/**
 * `window.chainforge.inspector` as the CDN entry carries it: a few lines, with the scan engine in
 * a chunk of its own. The contract makes `scan` synchronous, so its code has to be on the page
 * before the call: where the inspector shows (a `pk_sb_` key without `data-inspector="off"`) the
 * chunk is imported at once, in parallel with the page's elements, and `scan` works from the
 * moment it lands; elsewhere nothing is loaded until asked for, so live pages, and test pages that
 * turned the inspector off, pay no bytes for it. A call before
 * the chunk has landed cannot answer synchronously: it starts the import and throws an error
 * saying to `await chainforge.inspector.ready` (never an empty result, which would read as a
 * clean page). `ready` also waits for the app's settings, so that a scan after it checks plan and
 * price ids; without a public key, or when they fail to load, those checks are skipped.
 */
export function createInspectorStub(inspectorShows: boolean): ChainforgeInspector {
  let engine: InspectorEngine | null = null;
  let loading: Promise<void> | null = null;

  const load = (): Promise<void> => {
    if (!loading) {
      loading = import('../xray/scan/inspector-engine').then(({ createInspectorEngine }) => {
        engine = createInspectorEngine();
        return engine.settled;
      });
      loading.catch(() => {
        loading = null; // a failed download is tried again on the next call
      });
    }
    return loading;
  };
  const logFailure = reportLoadFailure('its inspector');

  if (inspectorShows) load().catch(logFailure);

  return {
    scan(root) {
      if (engine) return engine.scan(root);
      load().catch(logFailure);
      throw new Error('chainforge.inspector is loading: `await chainforge.inspector.ready` first.');
    },
    get ready() {
      return load();
    },
  };
}
