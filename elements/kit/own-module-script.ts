/**
 * The `<script type="module">` tag that loaded the module at `moduleUrl`, if the page has one:
 * `document.currentScript` is always null for module scripts.
 */
export function ownModuleScript(moduleUrl: string): HTMLScriptElement | null {
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]');
  return [...scripts].find((script) => script.src === moduleUrl) ?? null;
}
