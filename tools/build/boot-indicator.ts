import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { overlayLayout, SPINNER_TURN_MS, spinnerLook } from '../../app/layout/loading-overlay-css.ts';
import { APP_LOAD_FAILURE, RELOAD_LABEL } from '../../app/load-failures.ts';
import { THEME_STORAGE_KEY } from '../../app/theme-storage-key.ts';
import { outlineButtonLook } from '../../elements/kit/ui/outline-button-look.ts';
import { themeTokens, type Theme } from '../../elements/kit/theme-tokens.ts';

/** The element of app/index.html that holds the loading indicator until React replaces it. */
const INDICATOR_ELEMENT = /<div id="boot-indicator"[^>]*><\/div>/;

const INDICATOR_TOKENS = [
  '--cf-color-background',
  '--cf-color-border',
  '--cf-color-primary',
  '--cf-color-text',
  '--cf-color-text-muted',
  '--cf-font-family',
];

/** The tokens the indicator paints with, in a theme. */
function indicatorTokens(theme: Theme): string {
  return themeTokens
    .filter((token) => INDICATOR_TOKENS.includes(token.name))
    .map((token) => `${token.name}: ${token[theme]};`)
    .join(' ');
}

/**
 * The indicator's style: the dashboard overlay's look, opaque, since nothing is under it yet; and,
 * when the app could not load, the notice that takes the spinner's place, in the app's type with
 * the kit's outlined button.
 */
export function bootIndicatorCss(): string {
  return [
    `#boot-indicator { ${indicatorTokens('dark')} ${overlayLayout} background: var(--cf-color-background); }`,
    `#boot-indicator[data-theme="light"] { ${indicatorTokens('light')} }`,
    `#boot-indicator::after { ${spinnerLook} animation: boot-indicator-spin ${SPINNER_TURN_MS}ms linear infinite; }`,
    '@keyframes boot-indicator-spin { to { transform: rotate(360deg); } }',
    '#boot-indicator[data-failed]::after { content: none; }',
    '#boot-indicator [role="alert"] { display: grid; justify-items: center; gap: 12px; max-width: 360px;',
    '  padding: 0 16px; color: var(--cf-color-text); font: 14px/1.45 var(--cf-font-family); text-align: center; }',
    '#boot-indicator h1 { font-size: 18px; margin: 0; }',
    '#boot-indicator p { margin: 0; color: var(--cf-color-text-muted); }',
    `#boot-indicator button { ${outlineButtonLook} min-height: 36px; }`,
    '#boot-indicator button:hover { border-color: var(--cf-color-primary); }',
    '#boot-indicator button:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }',
    '@media (pointer: coarse) { #boot-indicator button { min-height: 44px; } }',
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
 *
 * When a script or module preload of the app fails to download while the indicator still stands,
 * the app will never replace it: the spinner gives way to a notice that says so, with a button
 * that reloads the page. The handler is on the window, in the capture phase, because a failed
 * download's `error` event does not bubble.
 */
export const BOOT_SCRIPT = [
  '(function(){',
  "var indicator=document.getElementById('boot-indicator');",
  `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==='light')indicator.dataset.theme='light'}catch(e){}`,
  'requestAnimationFrame(function(){indicator.dataset.shownAt=String(performance.now())});',
  "addEventListener('error',function(event){",
  'var source=event.target;',
  'if(!indicator.isConnected||indicator.dataset.failed!==undefined)return;',
  "if(!(source instanceof HTMLScriptElement||(source instanceof HTMLLinkElement&&source.rel==='modulepreload')))return;",
  "indicator.dataset.failed='';indicator.removeAttribute('role');indicator.removeAttribute('aria-label');",
  "var notice=document.createElement('div');notice.setAttribute('role','alert');",
  `var title=document.createElement('h1');title.textContent=${JSON.stringify(APP_LOAD_FAILURE.title)};`,
  `var advice=document.createElement('p');advice.textContent=${JSON.stringify(APP_LOAD_FAILURE.advice)};`,
  `var reload=document.createElement('button');reload.type='button';reload.textContent=${JSON.stringify(RELOAD_LABEL)};`,
  "reload.addEventListener('click',function(){location.reload()});",
  'notice.append(title,advice,reload);indicator.append(notice)',
  '},true)',
  '})()',
].join('');

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
