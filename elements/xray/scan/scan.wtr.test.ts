import { expect } from '@open-wc/testing';
import { aCustomField, anApp, aPlan, aPrice } from '../../../contract/membership-answers.fixtures';
import type { App, CustomFieldSetting } from '../../core/membership/types';
import { scan } from './scan';
import { isInstallScript } from './scan-rules';
import type { ScanResult } from './scan-types';

const APP: App = anApp({
  id: 'app_test',
  plans: [
    aPlan({ id: 'pln_free', name: 'Free' }),
    aPlan({ id: 'pln_paid', name: 'Paid', prices: [aPrice({ id: 'prc_paid_monthly', name: 'Monthly', amount: 9 })] }),
  ],
  customFields: [
    aCustomField({ key: 'nickname', label: 'Nickname', visibility: 'PUBLIC' }),
    aCustomField({ key: 'phone', label: 'Phone', visibility: 'PRIVATE' }),
  ],
});

let host: HTMLElement;
function page(html: string): HTMLElement {
  host.innerHTML = html;
  return host;
}
const ids = (result: ScanResult) => [...result.errors, ...result.warnings].map((issue) => issue.id);
const $ = (selector: string) => host.querySelector(selector)!;

describe('scan', () => {
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  it('answers the contract shape, for the whole document by default', () => {
    page('<a href="#" data-ms-plan:add="oops" id="target">x</a>');
    const result = scan();
    expect(Object.keys(result)).to.deep.equal(['errors', 'warnings', 'found']);
    expect(result.errors.find((issue) => issue.element === $('#target'))).to.deep.equal({
      id: 'broken-plan-button',
      message: 'The data-ms-plan:add attribute needs a free plan ID starting pln_; its value is "oops".',
      element: $('#target'),
    });
    expect(result.warnings.map((issue) => issue.id)).to.include('plan-without-action');
    expect(result.found).to.deep.include({ attribute: 'data-ms-plan:add', value: 'oops', element: $('#target') });
  });

  it('scans the root element itself and what is below it, nothing beside it', () => {
    page('<div id="a" data-ms-modal=""><span data-ms-member=""></span></div><div id="b" data-ms-action=""></div>');
    const result = scan($('#a'));
    expect(result.errors.map((issue) => issue.element)).to.deep.equal([$('#a'), $('#a span')]);
  });

  it('reports in document order, the missing form elements at their form', () => {
    page(`<button id="one" data-ms-modal=""></button>
      <form id="two" data-ms-form="login"><input data-ms-member="nickname" id="three"></form>
      <button id="four" data-ms-action=""></button>`);
    expect(scan(host).errors.map((issue) => `${issue.element.id}:${issue.id}`)).to.deep.equal([
      'one:missing-attribute-value',
      'two:missing-login-elements',
      'three:extra-login-elements',
      'four:missing-attribute-value',
    ]);
  });

  it('knows the form, channel and thread around a root below them', () => {
    page(`<form data-ms-form="login"><input data-ms-member="email"><div id="part"><input data-ms-member="nickname"></div></form>
      <form data-ms-form="profile"><div id="image"><button data-ms-action="profile-image"></button></div></form>
      <div data-ms-channel="c"><div data-ms-thread="list"><div id="thread"><p data-ms-post="content"></p></div></div></div>
      <div id="orphan"><div data-ms-post="list"></div></div>`);
    // The login form is only partly in view: its extra field is reported, its completeness is not judged.
    expect(ids(scan($('#part')))).to.deep.equal(['extra-login-elements']);
    expect(ids(scan($('#image')))).to.deep.equal(['image-inside-profile-form']);
    expect(ids(scan($('#thread')))).to.deep.equal(['post-in-thread']);
    expect(ids(scan($('#orphan')))).to.deep.equal(['orphan-commenting-ui']);
  });

  it('scans a root inside the head or a shadow root, and a fragment', () => {
    const script = document.createElement('script');
    script.type = 'text/plain'; // never runs
    script.src = 'https://cdn.example/cdn/chainforge-elements.js';
    document.head.append(script);
    try {
      expect(ids(scan(document.head))).to.not.include('misplaced-install-code');
    } finally {
      script.remove();
    }
    const shadow = page('<div></div>').firstElementChild!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<button data-ms-modal=""></button>';
    expect(ids(scan(shadow))).to.deep.equal(['missing-attribute-value']);
    const fragment = document.createRange().createContextualFragment('<a data-ms-price:add="x" href="/p"></a>');
    expect(ids(scan(fragment))).to.deep.equal(['broken-price-button']);
  });

  it('scans hidden elements like any other, and leaves shadow roots and templates of the page alone', () => {
    page(`<div hidden><button data-ms-modal=""></button></div>
      <div style="display:none"><button data-ms-modal=""></button></div>
      <template><button data-ms-modal=""></button></template>
      <div id="shadow-host"></div>`);
    $('#shadow-host').attachShadow({ mode: 'open' }).innerHTML = '<button data-ms-modal=""></button>';
    expect(ids(scan(host))).to.deep.equal(['missing-attribute-value', 'missing-attribute-value']);
  });

  it('counts the install code by its src, wherever it comes from', () => {
    expect(isInstallScript('/cdn/chainforge-elements.js')).to.equal(true);
    expect(isInstallScript('https://cdn.example/v1/chainforge-elements.js?x=1#y')).to.equal(true);
    expect(isInstallScript('chainforge-elements.js')).to.equal(true);
    expect(isInstallScript('/cdn/chainforge-elements.js.map')).to.equal(false);
    expect(isInstallScript('/cdn/my-chainforge-elements.js')).to.equal(false);
    const doc = document.implementation.createHTMLDocument('x');
    doc.head.innerHTML =
      '<script src="/a/chainforge-elements.js"></script><script src="/b/chainforge-elements.js"></script>';
    doc.body.innerHTML =
      '<script src="https://c.example/chainforge-elements.js"></script><script src="/other.js"></script>';
    const result = scan(doc);
    expect(result.errors.map((issue) => [issue.id, issue.message])).to.deep.equal([
      ['duplicate-install-code', 'The Chain Forge script is on this page 3 times: keep one, in the head.'],
      ['duplicate-install-code', 'The Chain Forge script is on this page 3 times: keep one, in the head.'],
    ]);
    expect(result.errors.map((issue) => issue.element)).to.deep.equal([...doc.scripts].slice(1, 3));
    expect(result.warnings.map((issue) => issue.element)).to.deep.equal([doc.scripts[2]]);
  });

  it('checks plan and price ids against the app: a pln_ value names a plan without prices, prc_ a price', () => {
    page(`<a href="/p" data-ms-plan:add="pln_free"></a><a href="/p" data-ms-plan:add="pln_paid"></a>
      <a href="/p" data-ms-price:add="prc_paid_monthly"></a><a href="/p" data-ms-price:add="prc_gone"></a>
      <a href="/p" data-ms-price:add="pln_free"></a>`);
    expect(ids(scan(host, { app: APP }))).to.deep.equal([
      'incorrect-plan-id',
      'incorrect-price-id',
      'broken-price-button',
    ]);
    expect(ids(scan(host, { app: null }))).to.deep.equal(['broken-price-button']);
  });

  it('names a private custom field in creator data, whatever its case of visibility', () => {
    page(
      `<div data-ms-channel="c"><span data-ms-post-creator="phone"></span><span data-ms-thread-creator="nickname"></span></div>`,
    );
    expect(ids(scan(host, { app: APP }))).to.deep.equal(['private-custom-field']);
    // Another service may spell the visibility in lower case.
    const lowerCase = { visibility: 'private' } as unknown as Partial<CustomFieldSetting>;
    const lower: App = { ...APP, customFields: [aCustomField({ key: 'nickname', label: 'N', ...lowerCase })] };
    expect(ids(scan(host, { app: lower }))).to.deep.equal(['private-custom-field']);
  });

  it('sees attributes written in any case (HTML lowercases them) and values with spaces', () => {
    page('<a href="/p" DATA-MS-PLAN:ADD="  pln_free  "></a>');
    const result = scan(host, { app: APP });
    expect(ids(result)).to.deep.equal([]);
    expect(result.found).to.deep.equal([{ attribute: 'data-ms-plan:add', value: '  pln_free  ', element: $('a') }]);
  });

  it('reports every issue of an element with several attributes', () => {
    page('<a data-ms-auth-provider="google" data-ms-plan="pln_free" data-ms-price:add="prc_nope"></a>');
    expect(ids(scan(host, { app: APP }))).to.deep.equal([
      'broken-plan-suffix',
      'plan-on-social-auth',
      'incorrect-price-id',
      'plan-on-social-auth',
    ]);
  });

  it('does not change the page', () => {
    page('<form data-ms-form="signup"><div data-ms-post="x"></div></form><a data-ms-plan:add="x"></a>');
    const before = host.innerHTML;
    scan(host, { app: APP });
    expect(host.innerHTML).to.equal(before);
  });
});
