import { expect, waitUntil } from '@open-wc/testing';
import { PRIVATE_FIELD_CHECK_DELAY_MS } from '../../../contract/xray-catalogue';
import { aCustomField, anApp, aPlan } from '../../../contract/membership-answers.fixtures';
import type { App } from '../../core/membership/types';
import { createScanner, RESCAN_DEBOUNCE_MS, type Scanner } from './scanner';
import type { ScanResult } from './scan-types';

const APP: App = anApp({
  id: 'app_test',
  plans: [aPlan({ id: 'pln_free', name: 'Free' })],
  customFields: [aCustomField({ key: 'phone', label: 'Phone', visibility: 'PRIVATE' })],
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ids = (result: ScanResult | undefined) =>
  result ? [...result.errors, ...result.warnings].map((issue) => issue.id) : [];

describe('createScanner', () => {
  let host: HTMLElement;
  let results: ScanResult[];
  let scanner: Scanner | undefined;
  const last = () => results[results.length - 1];
  const start = (options: Partial<Parameters<typeof createScanner>[0]> = {}) => {
    scanner = createScanner({
      root: host,
      loadApp: () => Promise.resolve(APP),
      onResult: (result) => results.push(result),
      privateFieldDelayMs: 60_000,
      ...options,
    });
    return scanner;
  };

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    results = [];
  });
  afterEach(() => {
    scanner?.stop();
    host.remove();
  });

  it('scans once the app settings arrive, not before', async () => {
    host.innerHTML = '<a href="/p" data-ms-plan:add="pln_elsewhere"></a>';
    let arrive!: (app: App) => void;
    start({ loadApp: () => new Promise<App>((resolve) => (arrive = resolve)) });
    await sleep(50);
    expect(results).to.have.length(0);
    arrive(APP);
    await waitUntil(() => results.length === 1);
    expect(ids(last())).to.deep.equal(['incorrect-plan-id']);
  });

  it('asks for the settings again and scans with renewed ones: a plan retired since is reported', async () => {
    host.innerHTML = '<a href="/p" data-ms-plan:add="pln_free"></a>';
    let current = APP;
    start({ loadApp: () => Promise.resolve(current), appRefreshMs: 50 });
    await waitUntil(() => results.length === 1);
    expect(ids(last())).to.deep.equal([]);
    await sleep(120);
    // The same copy: nothing scans again.
    expect(results).to.have.length(1);
    current = anApp({ ...APP, plans: [] });
    await waitUntil(() => ids(last()).includes('incorrect-plan-id'), 'the retired plan is reported');
  });

  it('scans without the id checks when the settings fail to load', async () => {
    host.innerHTML = '<a href="/p" data-ms-plan:add="pln_elsewhere"></a><button data-ms-modal=""></button>';
    start({ loadApp: () => Promise.reject(new Error('offline')) });
    await waitUntil(() => results.length === 1);
    expect(ids(last())).to.deep.equal(['missing-attribute-value']);
  });

  it(`adds the private custom field check ${PRIVATE_FIELD_CHECK_DELAY_MS} ms after the first scan`, async () => {
    host.innerHTML = '<div data-ms-channel="c"><span data-ms-post-creator="phone"></span></div>';
    const started = performance.now();
    start({ privateFieldDelayMs: undefined });
    await waitUntil(() => results.length === 1);
    expect(ids(last())).to.deep.equal([]);
    await waitUntil(() => results.length === 2, 'no second scan', { timeout: 3000 });
    expect(performance.now() - started).to.be.at.least(PRIVATE_FIELD_CHECK_DELAY_MS - 5);
    expect(ids(last())).to.deep.equal(['private-custom-field']);
    // and it stays on for later scans
    expect(ids(scanner!.rescan())).to.deep.equal(['private-custom-field']);
  });

  it('rescans once, debounced, after a burst of DOM changes', async () => {
    start();
    await waitUntil(() => results.length === 1);
    for (let i = 0; i < 5; i++) host.insertAdjacentHTML('beforeend', '<button data-ms-modal=""></button>');
    await sleep(RESCAN_DEBOUNCE_MS / 2);
    host.insertAdjacentHTML('beforeend', '<button data-ms-action=""></button>');
    expect(results).to.have.length(1);
    await waitUntil(() => results.length === 2, 'no rescan', { timeout: 2000 });
    expect(ids(last())).to.have.length(6);
    await sleep(RESCAN_DEBOUNCE_MS * 2);
    expect(results).to.have.length(2);
  });

  it('rescans when a data-ms attribute changes, a suffix-less plan attribute included', async () => {
    host.innerHTML = '<a id="a" href="/p" data-ms-plan:add="pln_free"></a><a id="b" href="/p"></a>';
    start();
    await waitUntil(() => results.length === 1);
    expect(ids(last())).to.deep.equal([]);
    host.querySelector('#a')!.setAttribute('data-ms-plan:add', 'free');
    await waitUntil(() => results.length === 2);
    expect(ids(last())).to.deep.equal(['broken-plan-button']);
    host.querySelector('#b')!.setAttribute('data-ms-plan', 'pln_free');
    await waitUntil(() => results.length === 3);
    expect(ids(last())).to.deep.equal(['broken-plan-button', 'broken-plan-suffix']);
    host.querySelector('#b')!.setAttribute('href', '#');
    await waitUntil(() => results.length === 4);
  });

  it("does not rescan for text, styles, classes or the inspector's own elements", async () => {
    host.innerHTML = '<p id="text">0</p><div id="box"></div><xray-overlay-test id="own"></xray-overlay-test>';
    start();
    await waitUntil(() => results.length === 1);
    host.querySelector('#text')!.textContent = '1';
    host.querySelector<HTMLElement>('#box')!.style.color = 'red';
    host.querySelector('#box')!.className = 'moved';
    const own = host.querySelector('#own')!;
    own.append(document.createElement('div'));
    own.firstElementChild!.setAttribute('data-ms-modal', '');
    own.firstElementChild!.remove();
    host.append(document.createElement('xray-outline-test'));
    await sleep(RESCAN_DEBOUNCE_MS * 2);
    expect(results).to.have.length(1);
  });

  it('rescan() scans now and tells onResult', async () => {
    start();
    await waitUntil(() => results.length === 1);
    host.innerHTML = '<button data-ms-modal=""></button>';
    const result = scanner!.rescan();
    expect(ids(result)).to.deep.equal(['missing-attribute-value']);
    expect(last()).to.equal(result);
  });

  it('stop() ends the watching and the pending scans', async () => {
    let arrive!: (app: App) => void;
    start({ loadApp: () => new Promise<App>((resolve) => (arrive = resolve)) });
    scanner!.stop();
    arrive(APP);
    await sleep(20);
    expect(results).to.have.length(0);

    const second = start();
    await waitUntil(() => results.length === 1);
    host.insertAdjacentHTML('beforeend', '<button data-ms-modal=""></button>');
    second.stop();
    await sleep(RESCAN_DEBOUNCE_MS * 2);
    expect(results).to.have.length(1);
  });

  it('watches the whole document by default', async () => {
    start({ root: undefined });
    await waitUntil(() => results.length === 1);
    const before = last()!.errors.length;
    host.insertAdjacentHTML('beforeend', '<button data-ms-modal=""></button>');
    await waitUntil(() => results.length === 2);
    expect(last()!.errors.length).to.equal(before + 1);
  });
});
