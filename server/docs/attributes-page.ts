import { Hono } from 'hono';
import { type XrayCatalogueEntry, XRAY_CATALOGUE, DOCUMENTATION_PATH } from '../../contract/xray-catalogue.ts';
import { escapeHtml, safeHtml } from './safe-html.ts';

/**
 * `/docs/attributes`: the attribute reference the inspector's 'Documentation' links open, made
 * from the same catalogue the inspector shows. One anchor per entry id (`#plan-add`,
 * `#broken-plan-suffix`), as each entry's documentationLink names it. Built once, on first ask.
 */
export function docsRoutes() {
  const routes = new Hono();
  let page: string | null = null;
  const answer = () => {
    page ??= attributesPage(XRAY_CATALOGUE);
    return new Response(page, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    });
  };
  routes.get(DOCUMENTATION_PATH, answer);
  routes.get(`${DOCUMENTATION_PATH}/`, answer);
  return routes;
}

const SECTIONS: { id: string; type: XrayCatalogueEntry['type']; title: string; intro: string }[] = [
  {
    id: 'section-attributes',
    type: 'found',
    title: 'Attributes',
    intro:
      'The <code>data-ms-*</code> attributes a page puts on its own elements: the script acts on them with no code of the page\'s, and the inspector lists each one it finds under "Attributes Found".',
  },
  {
    id: 'section-cart',
    type: 'cart',
    title: 'Cart states',
    intro: "A visitor's pending choice, kept in <code>sessionStorage</code> until they sign up.",
  },
  {
    id: 'section-errors',
    type: 'error',
    title: 'Errors',
    intro:
      "What the inspector's scan reports as broken. <code>npm run xray -- &lt;url&gt;</code> exits 1 when a page has any.",
  },
  {
    id: 'section-warnings',
    type: 'warning',
    title: 'Warnings',
    intro: 'What works, but likely not as meant.',
  },
];

const TYPE_LABEL: Record<XrayCatalogueEntry['type'], string> = {
  found: 'attribute',
  cart: 'cart state',
  error: 'error',
  warning: 'warning',
};

function entryHtml(entry: XrayCatalogueEntry): string {
  const id = escapeHtml(entry.id);
  const name = entry.dataAttribute
    ? `<code class="name">${escapeHtml(entry.dataAttribute)}</code>`
    : `<code class="name">${id}</code>`;
  const message = entry.message
    ? `<p class="message"><span>Reported as</span> <q>${escapeHtml(entry.message)}</q></p>`
    : '';
  const help = entry.helpItems.length
    ? `<section class="help"><h4>Need help?</h4>${entry.helpItems
        .map(
          (item) =>
            `<details><summary>${escapeHtml(item.title)}</summary><div class="text">${safeHtml(item.description)}</div></details>`,
        )
        .join('')}</section>`
    : '';
  return `<article id="${id}" class="entry ${entry.type}">
<h3><a class="anchor" href="#${id}" aria-label="Link to ${escapeHtml(entry.title)}">#</a>${escapeHtml(entry.title)}</h3>
<p class="meta">${name} <span class="badge">${TYPE_LABEL[entry.type]}</span></p>
<div class="text">${safeHtml(entry.description)}</div>
${message}${help}
</article>`;
}

export function attributesPage(catalogue: readonly XrayCatalogueEntry[]): string {
  const sections = SECTIONS.map((section) => {
    const entries = catalogue.filter((entry) => entry.type === section.type);
    return `<section id="${section.id}" aria-labelledby="${section.id}-title">
<h2 id="${section.id}-title">${escapeHtml(section.title)} <span class="count">${entries.length}</span></h2>
<p class="intro">${safeHtml(section.intro)}</p>
${entries.map(entryHtml).join('\n')}
</section>`;
  }).join('\n');
  const contents = SECTIONS.map((section) => {
    const entries = catalogue.filter((entry) => entry.type === section.type);
    return `<li><a href="#${section.id}">${escapeHtml(section.title)}</a><ul>${entries
      .map((entry) => `<li><a href="#${escapeHtml(entry.id)}">${escapeHtml(entry.title)}</a></li>`)
      .join('')}</ul></li>`;
  }).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Attribute reference · Chain Forge Elements</title>
<style>${STYLES}</style>
</head>
<body>
<header>
<h1>Attribute reference</h1>
<p>Every <code>data-ms-*</code> attribute the Chain Forge script understands, and every error and warning the X-ray inspector reports about them, with what to do. The inspector's "Documentation" links lead here.</p>
</header>
<div class="layout">
<nav aria-label="Contents"><ul>${contents}</ul></nav>
<main>
${sections}
</main>
</div>
</body>
</html>
`;
}

const STYLES = `
:root { color-scheme: light dark; --bg: #f7f8fa; --fg: #1b1f27; --muted: #596273; --card: #ffffff; --line: #dde1e8;
  --code: #eef1f5; --link: #1f5fd6; --found: #2e7d32; --cart: #6a4fc4; --error: #c62828; --warning: #9a6700; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d0f14; --fg: #e9ecf2; --muted: #a3abbb; --card: #161a22; --line: #2a303c; --code: #222835;
    --link: #8ab4ff; --found: #66bb6a; --cart: #b39dff; --error: #ef5350; --warning: #f2c14e; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; }
header { max-width: 1180px; margin: 0 auto; padding: 40px 24px 8px; }
header p { color: var(--muted); max-width: 70ch; }
h1 { margin: 0 0 8px; font-size: 2rem; }
.layout { max-width: 1180px; margin: 0 auto; padding: 0 24px 80px; display: grid; grid-template-columns: 260px minmax(0, 1fr); gap: 32px; }
nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; padding: 16px 0; font-size: 0.9rem; }
nav ul { list-style: none; margin: 0; padding: 0; }
nav > ul > li { margin-bottom: 12px; }
nav > ul > li > a { font-weight: 600; }
nav li li { margin: 2px 0 2px 12px; }
a { color: var(--link); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; background: var(--code); padding: 1px 5px; border-radius: 4px; overflow-wrap: anywhere; }
h2 { margin: 32px 0 4px; font-size: 1.5rem; }
h2 .count { color: var(--muted); font-weight: 400; font-size: 1rem; }
.intro { color: var(--muted); margin-top: 0; }
.entry { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--found); border-radius: 8px; padding: 4px 20px 12px; margin: 16px 0; scroll-margin-top: 16px; }
.entry.cart { border-left-color: var(--cart); }
.entry.error { border-left-color: var(--error); }
.entry.warning { border-left-color: var(--warning); }
.entry:target { outline: 2px solid var(--link); outline-offset: 2px; }
h3 { margin: 12px 0 4px; font-size: 1.15rem; }
.anchor { text-decoration: none; color: var(--muted); margin-right: 8px; font-weight: 400; }
.meta { margin: 0 0 8px; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.badge { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); border: 1px solid var(--line); border-radius: 999px; padding: 0 8px; }
.message { background: var(--code); border-radius: 6px; padding: 8px 12px; font-size: 0.92rem; }
.message span { color: var(--muted); }
.help h4 { margin: 12px 0 4px; font-size: 0.95rem; }
details { border-top: 1px solid var(--line); padding: 6px 0; }
summary { cursor: pointer; font-weight: 500; }
@media (max-width: 760px) { .layout { grid-template-columns: 1fr; } nav { position: static; max-height: none; } }
@media print { nav { display: none; } .layout { display: block; } details > *:not(summary) { display: block; } }
`;
