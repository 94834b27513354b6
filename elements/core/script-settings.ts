import type { RuntimeConfig } from './runtime-config';
import { TEST_MODE_KEY_PREFIX } from '../../contract/test-mode-key';

/** The `data-*` attributes of the script tag, as `HTMLElement.dataset` names them. */
export interface ScriptDataset {
  publicKey?: string | undefined;
  apiUrl?: string | undefined;
  productApiUrl?: string | undefined;
  inspector?: string | undefined;
}

/**
 * The configuration a CDN script tag asks for. Both services default to their paths on the
 * server the script comes from (`.../cdn/x.js` means `.../api` and `.../membership`), so a page
 * that names nothing works against the server it loaded us from.
 */
export function settingsFromScript(dataset: Readonly<ScriptDataset>, scriptUrl: string): RuntimeConfig {
  const publicKey = given(dataset.publicKey);
  // The prefix, a constant the bundler writes in place, rather than isTestModeKey: the CDN script
  // imports no module that element code imports (see page-state.ts).
  const testMode = publicKey?.startsWith(TEST_MODE_KEY_PREFIX) === true;
  return {
    productApiUrl: given(dataset.productApiUrl) ?? new URL('../api', scriptUrl).href,
    membershipApiUrl: given(dataset.apiUrl) ?? new URL('../membership', scriptUrl).href,
    publicKey,
    inspector: testMode && given(dataset.inspector)?.toLowerCase() !== 'off',
  };
}

/** An attribute left empty counts as not given. */
function given(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
