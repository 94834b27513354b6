import { PRIVATE_FIELD_CHECK_DELAY_MS, XRAY_CATALOGUE } from '../../../contract/xray-catalogue';
import type { App } from '../../core/membership/types';
import { scan } from './scan';
import type { ScanResult } from './scan-types';

export interface ScannerOptions {
  /** What to scan and watch; the whole document by default. */
  root?: ParentNode;
  /**
   * The app's settings. The first scan waits for them (scanning starts once the member's and
   * app's data first arrive); a failure scans without the id checks. Asked again every
   * `appRefreshMs`: an answer that is another object (the page's copy was renewed) scans again.
   */
  loadApp: () => Promise<App>;
  /** How often the settings are asked for again (ms), so a plan retired or a field added shows. */
  appRefreshMs?: number;
  /** Hears every result: the first, the private-field check's and each rescan's. */
  onResult: (result: ScanResult) => void;
  /** Quiet time after the last DOM change before a rescan (ms). */
  debounceMs?: number;
  /** When the private custom field check joins in, after the first scan (ms): private fields are reported only after the first second. */
  privateFieldDelayMs?: number;
  /**
   * Nodes whose changes never cause a rescan: by default the inspector's own elements
   * (`xray-*` tags and whatever is inside them), so drawing its overlays does not scan again.
   */
  ignore?: (node: Node) => boolean;
}

export interface Scanner {
  /** Scans now, tells onResult, and answers the result. */
  rescan(): ScanResult;
  /** Stops watching and forgets pending scans; onResult hears nothing more. */
  stop(): void;
}

export const RESCAN_DEBOUNCE_MS = 150;

/**
 * The app's settings are asked for again this often: the page's copy is renewed once 30 s old
 * (kit/membership/membership-store.ts), so the id checks follow an owner's change within a minute.
 */
export const APP_REFRESH_MS = 30_000;

/**
 * The attributes whose changes matter. A filter is needed: without one every style and class
 * change of the page (animations, the inspector's own overlays) would reach the callback. Names
 * with a suffix typo cannot be listed; the plain `data-ms-plan` and `data-ms-price` are, and
 * adding or removing an element carrying any of them is seen through childList.
 */
export const WATCHED_ATTRIBUTES: readonly string[] = [
  ...new Set([
    ...XRAY_CATALOGUE.flatMap((entry) =>
      entry.type === 'found' && entry.dataAttribute ? [entry.dataAttribute.replace(/=.*$/, '')] : [],
    ),
    'data-ms-plan',
    'data-ms-price',
    'href',
    'src',
  ]),
];

/** The inspector's own elements are named xray-*: their changes are not the page's. */
export function isInspectorNode(node: Node): boolean {
  let current: Node | null = node;
  while (current) {
    if (current.nodeType === 1 && (current as Element).localName.startsWith('xray-')) return true;
    // Out of a shadow root: its host decides.
    current = current.nodeType === 11 ? ((current as ShadowRoot).host ?? null) : current.parentNode;
  }
  return false;
}

/**
 * Scans once the app's settings have arrived, again 1 s later with the private custom field check,
 * and again (debounced) whenever the page's elements or their data-ms-* attributes change.
 */
export function createScanner({
  root = document,
  loadApp,
  onResult,
  debounceMs = RESCAN_DEBOUNCE_MS,
  privateFieldDelayMs = PRIVATE_FIELD_CHECK_DELAY_MS,
  ignore = isInspectorNode,
  appRefreshMs = APP_REFRESH_MS,
}: ScannerOptions): Scanner {
  let app: App | null = null;
  let privateFields = false;
  let stopped = false;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let privateCheck: ReturnType<typeof setTimeout> | undefined;
  let appRefresh: ReturnType<typeof setInterval> | undefined;

  const rescan = (): ScanResult => {
    clearTimeout(debounce);
    debounce = undefined;
    const result = scan(root, { app, privateFields });
    if (!stopped) onResult(result);
    return result;
  };

  // Text changes (a clock, a counter) add and remove text nodes only: no rescan for them.
  const matters = (node: Node) => node.nodeType === 1 && !ignore(node);
  const container = root as Node;
  const relevant = (record: MutationRecord) =>
    record.type === 'attributes'
      ? // A node removed since has its removal recorded too (and is not the inspector's to judge any more).
        container.contains(record.target) && !ignore(record.target)
      : !ignore(record.target) && ([...record.addedNodes].some(matters) || [...record.removedNodes].some(matters));
  const observer = new MutationObserver((records) => {
    if (stopped || !records.some(relevant)) return;
    clearTimeout(debounce);
    debounce = setTimeout(rescan, debounceMs);
  });

  loadApp()
    .then(
      (loaded) => {
        app = loaded;
      },
      () => {
        app = null; // no settings: every rule but the id checks still runs
      },
    )
    .then(() => {
      if (stopped) return;
      rescan();
      observer.observe(container, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: [...WATCHED_ATTRIBUTES],
      });
      appRefresh = setInterval(() => {
        loadApp().then(
          (loaded) => {
            if (stopped || loaded === app) return;
            app = loaded;
            rescan();
          },
          () => {}, // the settings it has stay
        );
      }, appRefreshMs);
      privateCheck = setTimeout(() => {
        privateFields = true;
        rescan();
      }, privateFieldDelayMs);
    });

  return {
    rescan,
    stop() {
      stopped = true;
      observer.disconnect();
      clearTimeout(debounce);
      clearTimeout(privateCheck);
      clearInterval(appRefresh);
    },
  };
}
