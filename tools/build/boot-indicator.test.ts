import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../app/theme-storage-key';
import { APP_CSP, CONSOLE_PAGE_HEADERS } from '../../server/http/page-policies';
import { BOOT_SCRIPT, bootIndicatorCss, bootScriptSource, withBootIndicator } from './boot-indicator';

const page = readFileSync(new URL('../../app/index.html', import.meta.url), 'utf8');

/**
 * Runs the page's script against a page holding only the indicator, `storage` holding the remembered
 * theme; then the first frame, at 120 ms. Answers what the script wrote on the indicator.
 */
function afterScript(storage: { getItem(key: string): string | null }): Record<string, string> {
  const indicator = { dataset: {} as Record<string, string> };
  const document = { getElementById: (id: string) => (id === 'boot-indicator' ? indicator : null) };
  const frames: (() => void)[] = [];
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const performance = { now: () => 120 };
  // What happens when a download fails is Chromium's to show: tests/e2e/first-paint.e2e.ts.
  const addEventListener = () => {};
  new Function('localStorage', 'document', 'requestAnimationFrame', 'performance', 'addEventListener', BOOT_SCRIPT)(
    storage,
    document,
    requestAnimationFrame,
    performance,
    addEventListener,
  );
  expect(indicator.dataset.shownAt).toBeUndefined();
  for (const frame of frames) frame();
  return indicator.dataset;
}

describe("the dashboard page's loading indicator before any script", () => {
  it('is styled in the head and themed by a script right after it, inside the root React replaces', () => {
    const built = withBootIndicator(page);
    expect(built).toContain(`<style>${bootIndicatorCss()}</style></head>`);
    expect(built).toMatch(
      /<div id="root"><div id="boot-indicator" role="status" aria-label="Loading Chain Forge"><\/div><script>\(function\(\)\{/,
    );
  });

  it('takes the light theme only when the member chose it, and survives storage that refuses', () => {
    expect(afterScript({ getItem: (key) => (key === THEME_STORAGE_KEY ? 'light' : null) }).theme).toBe('light');
    expect(afterScript({ getItem: () => null }).theme).toBeUndefined();
    expect(afterScript({ getItem: () => 'dark' }).theme).toBeUndefined();
    const refused = afterScript({
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(refused.theme).toBeUndefined();
    expect(refused.shownAt).toBe('120');
  });

  it('notes when the indicator went on screen: at the first frame, not before', () => {
    expect(afterScript({ getItem: () => null }).shownAt).toBe('120');
  });

  it("runs under the pages' Content-Security-Policy, which allows that one inline script and no other", () => {
    for (const policy of [APP_CSP, CONSOLE_PAGE_HEADERS['Content-Security-Policy']]) {
      const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scriptSources).toBe(`script-src 'self' ${bootScriptSource()}`);
    }
  });

  it("paints in both themes with the tokens of the theme and the dashboard overlay's spinner", () => {
    const css = bootIndicatorCss();
    expect(css).toContain('#boot-indicator { --cf-color-background: #0d0f14;');
    expect(css).toContain('#boot-indicator[data-theme="light"] { --cf-color-background: #f4f5f8;');
    expect(css).toContain('border-top-color: var(--cf-color-primary);');
  });

  it('fails the build when the page lost its indicator', () => {
    expect(() => withBootIndicator('<html><head></head><body><div id="root"></div></body></html>')).toThrow(
      /boot-indicator/,
    );
  });
});
