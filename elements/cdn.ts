/**
 * The CDN bundle's entry: one script tag that knows every element and imports an element's code
 * (a chunk beside the script) the first time the page uses its tag, or when code asks for it with
 * `loadElement`. The settings come from the script tag's `data-*` attributes. It also puts
 * `window.chainforge` on the page, whose code loads on first use too, and the no-code runtime on a
 * page that uses the `data-ms-*` vocabulary.
 */
// First of all: the stylesheet that keeps gated content hidden until the runtime has decided it.
import './no-code/gate-style';
import { shareScriptSettings } from './core/script-page-state';
import { settingsFromScript } from './core/script-settings';
import { elementLoaders } from './element-loaders';
import { installChainforge } from './global-api/install-chainforge';
import { createElementRegistry } from './kit/element-registry';
import { ownModuleScript } from './kit/own-module-script';
import { reportLoadFailure } from './kit/report-load-failure';
import { whenRuntimeMarkup } from './no-code/entry-hooks';

// Before any element code runs: what the elements read (the settings, the site's wording) is
// shared through the page state, never through a module this script imports (core/page-state.ts).
const pageState = shareScriptSettings(
  settingsFromScript(ownModuleScript(import.meta.url)?.dataset ?? {}, import.meta.url),
);

const registry = createElementRegistry(elementLoaders);
registry.autoload(document);

export const { loadElement } = registry;

installChainforge(loadElement, pageState);

// The no-code runtime, a chunk of its own: only for a page with a data-ms-* attribute it acts on.
whenRuntimeMarkup(() => import('./no-code/runtime').then(({ startNoCodeRuntime }) => startNoCodeRuntime()));

// Test mode (a pk_sb_ key, no data-inspector="off"): the inspector, a chunk of its own that a page
// with a live key never loads. Its documentation links go to the server this script came from.
if (pageState.config.inspector)
  import('./xray/inspector/bootstrap').then(
    ({ startInspector }) => startInspector({ scriptUrl: import.meta.url }),
    reportLoadFailure('the inspector'),
  );
