import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../app/theme-storage-key';
import { APP_CSP, CONSOLE_PAGE_HEADERS } from '../../server/http/page-policies';
import { BOOT_THEME_SCRIPT, bootIndicatorCss, bootThemeScriptSource, withBootIndicator } from './boot-indicator';

const page = readFileSync(new URL('../../app/index.html', import.meta.url), 'utf8');

/** Runs the theme script against a page holding only the indicator, with `stored` as the remembered theme. */
function themeAfterScript(storage: { getItem(key: string): string | null }): string | undefined {
  const indicator = { dataset: {} as Record<string, string> };
  const document = { getElementById: (id: string) => (id === 'boot-indicator' ? indicator : null) };
  new Function('localStorage', 'document', BOOT_THEME_SCRIPT)(storage, document);
  return indicator.dataset.theme;
}

describe("the dashboard page's loading indicator before any script", () => {
  it('is styled in the head and themed by a script right after it, inside the root React replaces', () => {
    const built = withBootIndicator(page);
    expect(built).toContain(`<style>${bootIndicatorCss()}</style></head>`);
    expect(built).toMatch(
      /<div id="root"><div id="boot-indicator" role="status" aria-label="Loading Chain Forge"><\/div><script>try\{/,
    );
  });

  it('takes the light theme only when the member chose it, and survives storage that refuses', () => {
    expect(themeAfterScript({ getItem: (key) => (key === THEME_STORAGE_KEY ? 'light' : null) })).toBe('light');
    expect(themeAfterScript({ getItem: () => null })).toBeUndefined();
    expect(themeAfterScript({ getItem: () => 'dark' })).toBeUndefined();
    expect(
      themeAfterScript({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeUndefined();
  });

  it("runs under the pages' Content-Security-Policy, which allows that one inline script and no other", () => {
    for (const policy of [APP_CSP, CONSOLE_PAGE_HEADERS['Content-Security-Policy']]) {
      const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scriptSources).toBe(`script-src 'self' ${bootThemeScriptSource()}`);
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
