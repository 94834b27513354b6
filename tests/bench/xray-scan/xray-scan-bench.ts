// The page the X-ray scan benchmark runs on: 20,000 elements, 2,000 data-ms-* attributes, the
// rules' every kind of case among them (forms with fields, plan and price buttons right and
// wrong, commenting, creators, gated content, actions, social buttons), with the seeded app's ids.
import { aCustomField, anApp, aPlan, aPrice } from '../../../contract/membership-answers.fixtures';
import type { App } from '../../../elements/core/membership/types';
import { scan } from '../../../elements/xray/scan/scan';

const ELEMENTS = 20_000;
const ATTRIBUTES = 2_000;

const APP: App = anApp({
  id: 'app_chainforge_demo',
  plans: [
    aPlan({ id: 'pln_chainforge_starter', name: 'Starter' }),
    aPlan({ id: 'pln_chainforge_community', name: 'Community' }),
    aPlan({
      id: 'pln_chainforge_team',
      name: 'Team',
      prices: [
        aPrice({ id: 'prc_chainforge_team_monthly', name: 'Monthly', amount: 49 }),
        aPrice({ id: 'prc_chainforge_team_yearly', name: 'Yearly', amount: 490 }),
      ],
    }),
  ],
  customFields: [
    aCustomField({ key: 'first-name', label: 'First name', visibility: 'PUBLIC' }),
    aCustomField({ key: 'last-name', label: 'Last name', visibility: 'PRIVATE' }),
  ],
});

/** One block of builder markup and its number of data-ms-* attributes. */
const BLOCKS: [string, number][] = [
  [
    '<form data-ms-form="login" class="f"><label>Email<input data-ms-member="email" class="i"></label><label>Password<input type="password" data-ms-member="password" class="i"></label><button class="b">Log in</button></form>',
    3,
  ],
  [
    '<div class="card"><h3>Starter</h3><p class="t">Free</p><a href="/pricing" class="b" data-ms-plan:add="pln_chainforge_starter">Get it</a><a href="#" class="b" data-ms-price:add="prc_chainforge_team_monthly">Buy</a></div>',
    2,
  ],
  [
    '<div class="card"><a class="b" data-ms-plan="pln_chainforge_team">Broken</a><a class="b" href="/p" data-ms-price:add="monthly">Broken</a></div>',
    2,
  ],
  [
    '<div data-ms-channel="general" class="c"><div data-ms-post="item" class="p"><span data-ms-post-creator="last-name">x</span><div data-ms-thread="list"><p data-ms-post="content">y</p></div></div></div>',
    5,
  ],
  [
    '<form data-ms-form="profile" class="f"><input data-ms-member="first-name" class="i"><button type="button" data-ms-action="profile-image">Image</button></form>',
    3,
  ],
  [
    '<div data-ms-content="members" class="g"><p class="t">Members only <span data-ms-member="email">you</span></p></div>',
    2,
  ],
  [
    '<nav class="n"><button data-ms-modal="login" class="b">Log in</button><button data-ms-action="logout" class="b">Out</button></nav>',
    2,
  ],
  [
    '<div class="s"><button data-ms-auth-provider="google" data-ms-plan:add="pln_chainforge_starter" class="b">Google</button></div>',
    2,
  ],
];
const FILLER =
  '<section class="row"><div class="col"><p class="t">Text <a href="/x" class="l">a link</a> <span class="m">more</span></p><ul class="u"><li>one</li><li>two</li></ul></div></section>';

/** The builder's blocks spread among filler sections, then topped up to exactly 20,000 elements. */
function buildPage(): void {
  const main = document.createElement('main');
  const blocks: string[] = [];
  for (let index = 0, attributes = 0; ; index++) {
    const [block, names] = BLOCKS[index % BLOCKS.length]!;
    if (attributes + names > ATTRIBUTES) break;
    blocks.push(block);
    attributes += names;
  }
  main.innerHTML = blocks.map((block) => block + FILLER.repeat(2)).join('');
  document.body.append(main);
  const elements = document.body.querySelectorAll('*').length - document.body.querySelectorAll('script').length;
  const fillers = Math.floor((ELEMENTS - elements) / 8);
  main.insertAdjacentHTML('beforeend', FILLER.repeat(fillers) + '<i></i>'.repeat(ELEMENTS - elements - fillers * 8));
}

function countPage(): { elements: number; attributes: number } {
  let attributes = 0;
  const all = document.body.querySelectorAll('*');
  for (const element of all)
    for (const name of element.getAttributeNames()) if (name.startsWith('data-ms-')) attributes++;
  return { elements: all.length - document.body.querySelectorAll('script').length, attributes };
}

const KNOWN = [
  'data-ms-form',
  'data-ms-member',
  'data-ms-plan',
  'data-ms-plan:add',
  'data-ms-price:add',
  'data-ms-channel',
  'data-ms-post',
  'data-ms-post-creator',
  'data-ms-thread',
  'data-ms-action',
  'data-ms-content',
  'data-ms-modal',
  'data-ms-auth-provider',
]
  .map((name) => `[${CSS.escape(name)}]`)
  .join(',');

function time(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

buildPage();
const bench = {
  page: countPage,
  /** Every rule, with the app's ids and the private field check. */
  scan: () => time(() => scan(document, { app: APP })),
  issues: () => {
    const result = scan(document, { app: APP });
    return { errors: result.errors.length, warnings: result.warnings.length, found: result.found.length };
  },
  /** The bare reference: every element and its attribute names, nothing done with them. */
  walk: () =>
    time(() => {
      let count = 0;
      for (const element of document.querySelectorAll('*'))
        for (const name of element.getAttributeNames()) if (name.startsWith('data-ms-')) count++;
      return count;
    }),
  /** The other reference: one selector query for the known attribute names. */
  query: () => time(() => document.querySelectorAll(KNOWN).length),
};
(window as unknown as { bench: typeof bench }).bench = bench;
