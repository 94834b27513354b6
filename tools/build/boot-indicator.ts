import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { overlayLayout, SPINNER_TURN_MS, spinnerLook } from '../../app/layout/loading-overlay-css.ts';
import { THEME_STORAGE_KEY } from '../../app/theme-storage-key.ts';
import { themeTokens, type Theme } from '../../elements/kit/theme-tokens.ts';

/** The element of app/index.html that holds the loading indicator until React replaces it. */
const INDICATOR_ELEMENT = /<div id="boot-indicator"[^>]*><\/div>/;

/** The tokens the indicator paints with, in a theme. */
function indicatorTokens(theme: Theme): string {
  return themeTokens
    .filter((token) => ['--cf-color-background', '--cf-color-border', '--cf-color-primary'].includes(token.name))
    .map((token) => `${token.name}: ${token[theme]};`)
    .join(' ');
}

/** The indicator's style: the dashboard overlay's look, opaque, since nothing is under it yet. */
export function bootIndicatorCss(): string {
  return [
    `#boot-indicator { ${indicatorTokens('dark')} ${overlayLayout} background: var(--cf-color-background); }`,
    `#boot-indicator[data-theme="light"] { ${indicatorTokens('light')} }`,
    `#boot-indicator::after { ${spinnerLook} animation: boot-indicator-spin ${SPINNER_TURN_MS}ms linear infinite; }`,
    '@keyframes boot-indicator-spin { to { transform: rotate(360deg); } }',
  ]
    .join('\n')
    .replace(/\s+/g, ' ');
}

/**
 * Runs as the parser reaches the indicator, before the first paint. It gives the indicator the
 * member's stored theme, so a light-theme member never sees a dark page flash before the app, and
 * notes when the indicator went on screen (the first frame's animation callback, which runs just
 * before that frame is painted, however long scripts kept the page from painting) in its
 * `data-shown-at`, in `performance.now()` time, for the page that carries it on.
 */
export const BOOT_SCRIPT = `(function(){var indicator=document.getElementById('boot-indicator');try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==='light')indicator.dataset.theme='light'}catch(e){}requestAnimationFrame(function(){indicator.dataset.shownAt=String(performance.now())})})()`;

/** The Content-Security-Policy source that lets the page run BOOT_SCRIPT and no other inline script. */
export function bootScriptSource(): string {
  return `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
}

/**
 * The dashboard's HTML page with its loading indicator styled and themed: the style in the head,
 * the theme script right after the indicator, which it looks up.
 */
export function withBootIndicator(html: string): string {
  if (!INDICATOR_ELEMENT.test(html) || !html.includes('</head>')) {
    throw new Error('app/index.html needs a head and a <div id="boot-indicator"></div>');
  }
  return html
    .replace('</head>', `<style>${bootIndicatorCss()}</style></head>`)
    .replace(INDICATOR_ELEMENT, (element) => `${element}<script>${BOOT_SCRIPT}</script>`);
}

/**
 * The dashboard's HTML page shows the app's loading indicator from its first paint, in the
 * member's theme, where it showed an empty page until the app's script had arrived and run. React
 * replaces it when the app first renders.
 */
export function bootIndicator(): Plugin {
  return {
    name: 'chainforge-boot-indicator',
    transformIndexHtml: { order: 'pre', handler: withBootIndicator },
  };
}
