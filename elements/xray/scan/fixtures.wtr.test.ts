import { expect } from '@open-wc/testing';
import { XRAY_CATALOGUE, XRAY_ERROR_IDS, XRAY_WARNING_IDS, catalogueEntryFor } from '../../../contract/xray-catalogue';
import { anApp, aPlan } from '../../../contract/membership-answers.fixtures';
import type { App } from '../../core/membership/types';
import { XRAY_FIXTURE_PAGES, XRAY_FIXTURE_PATH } from './fixture-pages';
import { scan } from './scan';
import type { ScanIssue, ScanResult } from './scan-types';

/** The seeded app's real settings, from the real membership service behind /membership. */
async function seededApp(): Promise<App> {
  const answer = await fetch('/membership/app', { headers: { 'X-API-Key': 'pk_sb_chainforge_demo' } });
  expect(answer.status).to.equal(200);
  return ((await answer.json()) as { data: App }).data;
}

async function fixture(page: string): Promise<Document> {
  const answer = await fetch(`${XRAY_FIXTURE_PATH}${page}`);
  expect(answer.status, page).to.equal(200);
  return new DOMParser().parseFromString(await answer.text(), 'text/html');
}

const tokens = (value: string | null) => (value ?? '').split(/\s+/).filter(Boolean).sort();
const describeElement = (element: Element) => element.outerHTML.split('>')[0]!.slice(0, 160);

/** Every issue stands on an element expecting it; every element expecting issues gets exactly those. */
function expectAsMarked(result: ScanResult, doc: Document, page: string): void {
  const issues: ScanIssue[] = [...result.errors, ...result.warnings];
  for (const issue of issues) {
    expect(
      tokens(issue.element.getAttribute('data-expect')),
      `${page}: ${issue.id} on ${describeElement(issue.element)}`,
    ).to.include(issue.id);
  }
  for (const element of doc.querySelectorAll('[data-expect]')) {
    const got = issues.filter((issue) => issue.element === element);
    expect(got.map((issue) => issue.id).sort(), `${page}: ${describeElement(element)}`).to.deep.equal(
      tokens(element.getAttribute('data-expect')),
    );
    const message = element.getAttribute('data-expect-message');
    if (message !== null)
      expect(
        got.map((issue) => issue.message),
        `${page}: message`,
      ).to.deep.equal([message]);
  }
  for (const issue of result.errors) expect(XRAY_ERROR_IDS as readonly string[], issue.id).to.include(issue.id);
  for (const issue of result.warnings) expect(XRAY_WARNING_IDS as readonly string[], issue.id).to.include(issue.id);
}

describe('the scan on the fixture pages (one per rule, the seeded app)', () => {
  let app: App;
  before(async () => {
    app = await seededApp();
  });

  it('covers every error and warning id of the catalogue with a page', () => {
    const covered = new Set(XRAY_FIXTURE_PAGES.flatMap((fixturePage) => fixturePage.ids));
    expect([...covered].sort()).to.deep.equal([...XRAY_ERROR_IDS, ...XRAY_WARNING_IDS].sort());
  });

  for (const { page, ids } of XRAY_FIXTURE_PAGES) {
    it(`${page}: flags what it marks (${ids.join(', ') || 'nothing'}) and nothing else`, async () => {
      const doc = await fixture(page);
      const result = scan(doc, { app });
      expectAsMarked(result, doc, page);
      const reported = new Set([...result.errors, ...result.warnings].map((issue) => issue.id));
      expect([...reported].sort(), page).to.deep.equal([...ids].sort());
      // Positive and negative cases both: something flagged (but on found.html), something left alone.
      if (ids.length) expect(doc.querySelectorAll('[data-expect]:not([data-expect=""])').length, page).to.be.above(0);
      expect(doc.querySelectorAll('[data-expect=""]').length, page).to.be.above(0);
    });
  }

  it('found.html: every catalogued attribute is a found item, each on its element', async () => {
    const doc = await fixture('found.html');
    const result = scan(doc, { app });
    for (const element of doc.querySelectorAll('[data-expect-found]')) {
      const ids = result.found
        .filter((item) => item.element === element)
        .map((item) => catalogueEntryFor(item.attribute, item.value)!.id);
      expect(ids.sort(), describeElement(element)).to.deep.equal(tokens(element.getAttribute('data-expect-found')));
    }
    for (const item of result.found) expect(item.element.hasAttribute('data-expect-found')).to.equal(true);
    const seen = new Set(result.found.map((item) => catalogueEntryFor(item.attribute, item.value)!.id));
    const catalogued = XRAY_CATALOGUE.filter((entry) => entry.type === 'found').map((entry) => entry.id);
    expect(catalogued.filter((id) => !seen.has(id))).to.deep.equal([]);
    expect(result.found[0]).to.deep.equal({
      attribute: 'data-ms-plan:add',
      value: 'pln_chainforge_starter',
      element: doc.querySelector('[data-ms-plan\\:add]'),
    });
  });

  it('finds broken attributes that are catalogued too, with their value as written', async () => {
    const doc = await fixture('plan-price-buttons.html');
    const found = scan(doc, { app }).found;
    expect(found.map((item) => `${item.attribute}=${item.value}`)).to.include.members([
      'data-ms-plan:add=',
      'data-ms-plan:update= pln_chainforge_community ',
      'data-ms-price:remove=prc_chainforge_team_monthly',
    ]);
    expect(found.map((item) => item.attribute)).not.to.include('data-ms-plan');
  });

  it('without the app settings, skips only the plan and price id checks, the private field check and redirects off the site', async () => {
    for (const { page, ids } of XRAY_FIXTURE_PAGES) {
      const doc = await fixture(page);
      const withApp = scan(doc, { app });
      const without = scan(doc, { app: null });
      const skipped = new Set(['incorrect-plan-id', 'incorrect-price-id', 'private-custom-field', 'off-site-redirect']);
      const keep = (issues: ScanIssue[]) => issues.filter((issue) => !skipped.has(issue.id));
      expect(without.errors, page).to.deep.equal(keep(withApp.errors));
      expect(without.warnings, page).to.deep.equal(withApp.warnings);
      expect(without.found, page).to.deep.equal(withApp.found);
      if (ids.some((id) => skipped.has(id))) expect(without.errors.length, page).to.be.below(withApp.errors.length);
    }
  });

  it('leaves the private field check out when asked to (the scanner does for its first second)', async () => {
    const doc = await fixture('private-custom-field.html');
    expect(scan(doc, { app, privateFields: false }).errors).to.deep.equal([]);
    expect(scan(doc, { app }).errors.map((issue) => issue.id)).to.deep.equal([
      'private-custom-field',
      'private-custom-field',
    ]);
  });

  it('checks ids against the app it is given: a free plan of another app is incorrect', async () => {
    const doc = await fixture('plan-price-ids.html');
    const otherApp: App = anApp({ id: 'app_other', plans: [aPlan({ id: 'pln_other_project_free', name: 'Other' })] });
    const ids = scan(doc, { app: otherApp }).errors.map((issue) => issue.element.textContent);
    expect(ids).to.include('Starter (free)');
    expect(ids).not.to.include("Another project's plan");
  });
});
