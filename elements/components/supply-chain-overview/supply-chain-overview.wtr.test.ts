import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { configure } from '../../core/config';
import { expectAccessible, shadowQuery, shadowText, signedInToFakeApi } from '../../../tests/wtr/helpers';
import { overviewFixture } from './supply-chain-overview.fixture';
import './supply-chain-overview';

type OverviewElement = HTMLElementTagNameMap['supply-chain-overview'];

const supplyCalls = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('/supply-chain/overview'));

/** The headline figures as a person reads them: label, figure, note. */
const headline = (element: Element) =>
  [...element.shadowRoot!.querySelectorAll('[part="figure"]')].map((tile) =>
    [...tile.children].map((child) => child.textContent),
  );

const stockAvailable = (element: Element) =>
  element.shadowRoot!.querySelector('[part="figure"] dd')?.textContent ?? null;

/** The rows of the table captioned `caption`, each cell's text (row headers included). */
function tableRows(element: Element, caption: string, section: 'tbody' | 'tfoot' = 'tbody'): string[][] {
  const table = [...element.shadowRoot!.querySelectorAll('table')].find((candidate) =>
    candidate.caption?.textContent?.startsWith(caption),
  );
  if (!table) throw new Error(`no table captioned ${caption}`);
  return [...table.querySelectorAll(`${section} tr`)].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

async function preloaded(attributes: Record<string, string> = {}): Promise<OverviewElement> {
  const element = document.createElement('supply-chain-overview');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.overview = overviewFixture;
  await fixture(element);
  await shadowQuery(element, '[part="figure"]');
  return element;
}

describe('supply-chain-overview', () => {
  signedInToFakeApi();

  it('shows the headline figures computed from a preloaded overview, fetching nothing', async () => {
    const before = supplyCalls().length;
    const element = await preloaded();
    expect(headline(element)).to.deep.equal([
      ['Stock available', '4,367', 'units on hand, less reserved'],
      ['Units in transit', '1,875', 'on 4 purchase orders'],
      ['Positions at risk', '3', 'below their reorder point'],
      ['Warehouse cost this month', '$32,501.50', 'March 2026, +2% on the month before'],
    ]);
    expect((await shadowQuery(element, '[part="header"] p')).textContent).to.equal(
      'All channels · figures as of Mar 10, 2026',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(supplyCalls().length).to.equal(before);
  });

  it('lists purchase orders in transit with their landing, and stockout risks most urgent first', async () => {
    const element = await preloaded();
    expect(tableRows(element, 'Purchase orders in transit')).to.deep.equal([
      [
        'PO-ACM-5001',
        'ACM-BOX-112',
        'Corrugated Box 12x12x12 (25 pk)',
        'Newark Distribution Center',
        '250',
        'UPS Freight',
        'Mar 11, 2026',
        'tomorrow',
      ],
      [
        'PO-ACM-5003',
        'ACM-LBL-105',
        'Thermal Shipping Labels 4x6 (500 per roll)',
        'Reno Fulfillment Center',
        '500',
        'Maersk',
        'Mar 12, 2026',
        'in 2 days',
      ],
      [
        'PO-ACM-5005',
        'ACM-STW-101',
        'Stretch Wrap 18 in x 1500 ft',
        'Newark Distribution Center',
        '1,000',
        'FedEx Freight',
        'Mar 24, 2026',
        'in 14 days',
      ],
      [
        'PO-ACM-5002',
        'ACM-BOX-112',
        'Corrugated Box 12x12x12 (25 pk)',
        'Reno Fulfillment Center',
        '125',
        'XPO Logistics',
        'Mar 30, 2026',
        'in 20 days',
      ],
    ]);
    expect(tableRows(element, 'Stockout risks')).to.deep.equal([
      ['ACM-GLV-108', 'Nitrile Gloves Large (100)', 'Dallas Distribution Center', 'Amazon', '10', '90', '80', 'None'],
      [
        'ACM-LBL-105',
        'Thermal Shipping Labels 4x6 (500 per roll)',
        'Reno Fulfillment Center',
        'Amazon',
        '30',
        '140',
        '110',
        '500 · lands Mar 12, 2026',
      ],
      [
        'ACM-BOX-112',
        'Corrugated Box 12x12x12 (25 pk)',
        'Newark Distribution Center',
        'East',
        '80',
        '150',
        '70',
        '375 · lands Mar 11, 2026',
      ],
    ]);
    const headers = [...element.shadowRoot!.querySelectorAll('table')]
      .find((table) => table.caption?.textContent?.startsWith('Stockout risks'))!
      .querySelectorAll('thead th');
    expect([...headers].map((th) => th.textContent)).to.deep.equal([
      'SKU',
      'Product',
      'Warehouse',
      'Channel',
      'Available',
      'Reorder point',
      'Shortfall',
      'In transit',
    ]);
  });

  it('gives each chart a one-line summary and its figures as a table behind a keyboard disclosure', async () => {
    const element = await preloaded();
    const summaries = [...element.shadowRoot!.querySelectorAll('[part="summary"]')].map((node) => node.textContent);
    expect(summaries).to.deep.equal([
      '4,367 units available across 3 warehouses; Dallas Distribution Center holds the most (2,335). 3 positions are below the reorder point.',
      'Warehouse costs went from $25,351.18 in Apr 2025 to $32,501.50 in Mar 2026 (up 28%). Labor is the largest part, 46% of the total.',
    ]);
    // The pictures are for the eyes; the summary and the table carry them for everyone else.
    for (const svg of element.shadowRoot!.querySelectorAll('[part="chart"] svg[part="plot"]')) {
      expect(svg.closest('[aria-hidden="true"]'), 'chart hidden from assistive technology').to.not.equal(null);
    }

    const [stockDisclosure, costDisclosure] = [
      ...element.shadowRoot!.querySelectorAll<HTMLDetailsElement>('details[part="figures"]'),
    ];
    const toggle = stockDisclosure!.querySelector('summary')!;
    expect(toggle.textContent).to.equal('Show the figures as a table');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => stockDisclosure!.open, 'Enter did not open the table');
    await waitUntil(() => toggle.textContent === 'Hide the figures', 'the toggle did not say it hides now');
    expect(tableRows(element, 'Available units by warehouse')).to.deep.equal([
      ['Dallas Distribution Center', '0', '0', '2,325', '10', '2,335', '440', '1'],
      ['Reno Fulfillment Center', '0', '1,042', '0', '30', '1,072', '340', '1'],
      ['Newark Distribution Center', '680', '0', '0', '280', '960', '370', '1'],
    ]);
    expect(tableRows(element, 'Available units by warehouse', 'tfoot')).to.deep.equal([
      ['Total', '680', '1,042', '2,325', '320', '4,367', '1,150', '3'],
    ]);

    costDisclosure!.querySelector('summary')!.click();
    await waitUntil(() => costDisclosure!.open, 'a click did not open the table');
    const months = tableRows(element, 'Warehouse costs by month');
    expect(months).to.have.length(12);
    expect(months[0]![0]).to.equal('Apr 2025');
    expect(months[11]).to.deep.equal(['Mar 2026', '$10,100.50', '$14,800.65', '$7,600.35', '$32,501.50']);
    const costHeaders = [...costDisclosure!.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(costHeaders).to.deep.equal(['Month', 'Storage', 'Labor', 'Shipping', 'Total']);
  });

  it('keeps each headline figure on one line, four cards across a tablet as two across a phone', async () => {
    // The dashboard's room for it on a 768 px window (664 px) and a 390 px phone (366 px), and the
    // element's own padding, which the dashboard takes off.
    for (const width of [664 + 32, 366 + 32]) {
      const frame = await fixture<HTMLDivElement>(html`<div style=${`width: ${width}px`}></div>`);
      const element = document.createElement('supply-chain-overview');
      element.overview = overviewFixture;
      frame.append(element);
      await shadowQuery(element, '[part="figure"]');
      const figures = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="figure"] dd:first-of-type')];
      expect(figures.map((figure) => figure.textContent)).to.include('$32,501.50');
      for (const figure of figures) {
        const text = document.createRange();
        text.selectNodeContents(figure);
        expect(text.getClientRects().length, `${figure.textContent} at ${width} px`).to.equal(1);
      }
    }
  });

  it('draws the cost trend oldest to newest, left to right, at any width without clipping', async () => {
    const frame = await fixture<HTMLDivElement>(html`<div style="width: 320px"></div>`);
    const element = document.createElement('supply-chain-overview');
    element.overview = overviewFixture;
    frame.append(element);
    await shadowQuery(element, '[part="chart"] svg[part="plot"]');
    const chart = [...element.shadowRoot!.querySelectorAll('[part="chart"]')][1]!;
    const svg = chart.querySelector<SVGSVGElement>('svg[part="plot"]')!;
    await waitUntil(() => svg.viewBox.baseVal.width === Math.round(svg.getBoundingClientRect().width), 'not redrawn');
    const labels = [...svg.querySelectorAll('text[text-anchor="middle"]')].map((text) => text.textContent);
    expect(labels.at(-1), 'the newest month ends the axis').to.equal('Mar');
    expect(labels.length).to.be.lessThan(12);
    const columns = [...svg.querySelectorAll('g > title')].map((title) => title.textContent!.slice(0, 8));
    expect(columns[0]).to.equal('Apr 2025');
    expect(columns.at(-1)).to.equal('Mar 2026');
    // Nothing sticks out of the element; tables scroll inside their own box.
    const root = element.shadowRoot!.querySelector<HTMLElement>('[part="overview"]')!;
    expect(root.scrollWidth).to.be.at.most(320);
    for (const card of element.shadowRoot!.querySelectorAll<HTMLElement>('[part="chart"], [part="figure"]')) {
      expect(card.scrollWidth, card.textContent!.slice(0, 30)).to.be.at.most(card.clientWidth + 1);
    }
    const scroller = element.shadowRoot!.querySelector<HTMLElement>('[part="panel"] [part="table-scroller"]')!;
    expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
    expect(scroller.tabIndex).to.equal(0);

    frame.style.width = '1200px';
    await waitUntil(() => svg.viewBox.baseVal.width > 400, 'the chart did not grow with its box');
    expect([...svg.querySelectorAll('text[text-anchor="middle"]')]).to.have.length(12);
  });

  it('fetches its channel, with a loading bar meanwhile, and refetches when the channel changes', async () => {
    configure({ productApiUrl: '/fake-api/slow' });
    const element = await fixture<OverviewElement>(
      html`<supply-chain-overview channel="east"></supply-chain-overview>`,
    );
    const bar = await shadowQuery(element, '[role="progressbar"]');
    expect(bar.getAttribute('aria-label')).to.equal('Loading the supply-chain overview');
    await waitUntil(() => stockAvailable(element) === '490', 'the east figures did not arrive', { timeout: 5000 });
    expect(supplyCalls().at(-1)).to.contain('channel=east');
    expect(element.shadowRoot!.querySelector('[role="progressbar"]')).to.equal(null);
    expect(headline(element)[1]![1]).to.equal('200');
    expect((await shadowQuery(element, '[part="header"] p')).textContent).to.equal(
      'East channel · figures as of Mar 10, 2026',
    );

    configure({ productApiUrl: '/fake-api/ok' });
    element.channel = 'west';
    await waitUntil(() => stockAvailable(element) === '1,200', 'the west figures did not arrive', { timeout: 5000 });
    expect(supplyCalls().at(-1)).to.contain('channel=west');
    expect(headline(element)[2]![1]).to.equal('0');

    element.setAttribute('channel', 'total');
    await waitUntil(() => stockAvailable(element) === '1,760', 'the total figures did not arrive', { timeout: 5000 });
    expect(headline(element)[3]![1]).to.equal('$7,501.00');
  });

  it('says when a channel holds no inventory', async () => {
    configure({ productApiUrl: '/fake-api/empty' });
    const element = await fixture(html`<supply-chain-overview channel="west"></supply-chain-overview>`);
    await shadowText(element, '[part="empty"] h3', 'No inventory in the West channel yet');
    expect(element.shadowRoot!.querySelector('[part="headline"]')).to.equal(null);
  });

  it('shows a failure with its reason and a retry that loads the figures', async () => {
    configure({ productApiUrl: '/fake-api/fail' });
    const received = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('supply-chain-overview-error', resolve, { once: true }),
    );
    const element = await fixture(html`<supply-chain-overview></supply-chain-overview>`);
    expect((await received).detail).to.deep.equal({
      message: 'Unable to load the supply-chain overview.',
      reason: 'Something broke',
    });
    await shadowText(element, '[role="alert"]', 'Unable to load the supply-chain overview. Something broke');
    configure({ productApiUrl: '/fake-api/ok' });
    const retry = await shadowQuery<HTMLButtonElement>(element, '[part="retry"]');
    expect(retry.textContent).to.equal('Try again');
    retry.click();
    await waitUntil(() => stockAvailable(element) === '1,760', 'retry did not load the figures', { timeout: 5000 });
    expect(element.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
  });

  it('tells an account without a supply-chain plan so, with nothing to retry', async () => {
    configure({ productApiUrl: '/fake-api/forbidden' });
    const received = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('supply-chain-overview-error', resolve, { once: true }),
    );
    const element = await fixture(html`<supply-chain-overview channel="amzn"></supply-chain-overview>`);
    await shadowText(element, '[part="forbidden"]', "The supply-chain view is not part of your account's plan.");
    expect((await received).detail.message).to.equal("The supply-chain view is not part of your account's plan.");
    expect(element.shadowRoot!.querySelector('[part="retry"]')).to.equal(null);
    expect(element.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect(element.shadowRoot!.querySelector('[part="headline"]')).to.equal(null);
    await expectAccessible(element);
  });

  it('refuses a channel the API does not offer without asking it', async () => {
    const before = supplyCalls().length;
    const element = await fixture(html`<supply-chain-overview channel="central"></supply-chain-overview>`);
    await shadowText(element, '[role="alert"]', 'There is no channel "central"');
    expect(supplyCalls().length).to.equal(before);
  });

  it('passes axe in both themes, tables open', async () => {
    const element = await preloaded({ theme: 'light' });
    for (const details of element.shadowRoot!.querySelectorAll('details')) details.open = true;
    await expectAccessible(element);
    element.removeAttribute('theme');
    await expectAccessible(element);
    expect(getComputedStyle(element).colorScheme).to.equal('dark');
  });
});
