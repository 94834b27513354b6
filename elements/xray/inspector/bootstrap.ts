import { subscribe } from 'valtio';
import { loadAppSettings } from '../../kit/membership/membership-store';
import type { Theme } from '../../kit/theme-tokens';
import { createOverlayLayer, type OverlayLayer } from '../overlay/overlay-layer';
import { overlayTargets } from '../overlay/overlay-targets';
import { createScanner } from '../scan/scanner';
import type { ScanResult } from '../scan/scan-types';
import '../../components/xray-badge/xray-badge';
import '../../components/xray-dev-sidebar/xray-dev-sidebar';
import { inspectorStore, setScanResult } from './inspector-store';
import { watchPageEvents } from './page-events';
import { log } from '../../core/log';

// The developer sidebar's Inspector tab is an element of its own, defined from its own chunk.
import('../../components/xray-sidebar/xray-sidebar').catch((error: unknown) =>
  log.error('Chain Forge Elements could not load <xray-sidebar>.', error),
);

/**
 * The inspector on a page, as the CDN script starts it in test mode (elements/cdn.ts): one
 * `<xray-inspector>` container at the end of the body holding the badge, the developer sidebar
 * and, while X-ray is on, the overlays; the scan of the page (again whenever it changes); and the
 * page's plan and price clicks and removed content. Nothing is added to the page's head. Its code
 * is a chunk of its own: a page with a live key never loads it.
 */
export interface InspectorOptions {
  /**
   * The CDN script's URL (`.../cdn/chainforge-elements.js`): the documentation links go to the
   * product's server it came from.
   */
  scriptUrl?: string;
  /** The product's server itself, for the documentation links (else from scriptUrl). */
  documentationBase?: string;
  theme?: Theme;
}

export interface RunningInspector {
  /** The container of the badge, the sidebar and the overlays. */
  container: HTMLElement;
  /** Removes everything and stops scanning and listening. */
  stop(): void;
}

const RUNNING = Symbol.for('chainforge.inspector.running');
type Flags = Record<symbol, RunningInspector | undefined>;

/** Starts the inspector once per page (a second copy of the bundle finds it running). */
export function startInspector(options: InspectorOptions = {}): RunningInspector {
  const flags = globalThis as unknown as Flags;
  const running = flags[RUNNING];
  if (running) return running;

  const base = options.documentationBase ?? (options.scriptUrl && new URL('..', options.scriptUrl).href);
  if (base) inspectorStore.documentationBase = base;
  const container = document.createElement('xray-inspector');
  // No box of its own: its children are fixed (badge, sidebar) or absolute (the overlay layer).
  container.style.cssText = 'display:contents';
  const badge = document.createElement('xray-badge');
  const sidebar = document.createElement('xray-dev-sidebar');
  if (options.theme) {
    badge.setAttribute('theme', options.theme);
    sidebar.setAttribute('theme', options.theme);
  }
  container.append(badge, sidebar);
  // A module script runs after the page is parsed; a script imported earlier waits for the body.
  if (document.body) document.body.append(container);
  else document.addEventListener('DOMContentLoaded', () => document.body.append(container), { once: true });

  let layer: OverlayLayer | null = null;
  let drawn: { xray: boolean; result: ScanResult | null } = { xray: false, result: null };
  const drawOverlays = () => {
    const { xray, result } = inspectorStore;
    if (xray === drawn.xray && result === drawn.result) return;
    drawn = { xray, result };
    if (xray && result) {
      layer ??= createOverlayLayer({ parent: container, ignoreScrollsIn: container });
      layer.update(overlayTargets(result));
    } else {
      layer?.destroy();
      layer = null;
    }
  };
  const unsubscribe = subscribe(inspectorStore, drawOverlays);
  const stopEvents = watchPageEvents();
  const scanner = createScanner({ loadApp: loadAppSettings, onResult: setScanResult });

  const inspector: RunningInspector = {
    container,
    stop() {
      scanner.stop();
      stopEvents();
      unsubscribe();
      layer?.destroy();
      layer = null;
      container.remove();
      if (flags[RUNNING] === inspector) flags[RUNNING] = undefined;
    },
  };
  flags[RUNNING] = inspector;
  return inspector;
}
