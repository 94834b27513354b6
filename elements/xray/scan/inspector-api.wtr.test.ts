import { expect, waitUntil } from '@open-wc/testing';
import '../../cdn';
import { configure } from '../../core/config';
import { createInspectorStub } from '../../global-api/inspector-stub';

const engineRequested = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/xray/scan/inspector-engine'));

describe('window.chainforge.inspector', () => {
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  // First: nothing has asked for the engine yet on this page.
  it('loads nothing with a live key until asked', async () => {
    configure({ publicKey: 'pk_chainforge_demo', membershipApiUrl: '/membership' });
    const inspector = createInspectorStub(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(engineRequested()).to.equal(false);
    expect(() => inspector.scan()).to.throw(/await chainforge\.inspector\.ready/);
    await inspector.ready;
    expect(engineRequested()).to.equal(true);
    expect(Object.keys(inspector.scan())).to.deep.equal(['errors', 'warnings', 'found']);
  });

  it('loads the engine at once in test mode, so scan answers without waiting', async () => {
    configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });
    const inspector = createInspectorStub(true);
    host.innerHTML = '<button data-ms-modal=""></button>';
    await waitUntil(() => {
      try {
        return inspector.scan(host).errors.length === 1;
      } catch {
        return false;
      }
    }, 'scan never answered without ready');
  });

  it('scan(root?) answers { errors, warnings, found } now, with the ids checked against the app', async () => {
    configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });
    const { inspector } = window.chainforge;
    await inspector.ready;
    host.innerHTML = `<a href="/p" id="ok" data-ms-plan:add="pln_chainforge_starter"></a>
      <a href="/p" id="paid" data-ms-plan:add="pln_chainforge_team"></a>
      <a href="#" id="price" data-ms-price:add="prc_chainforge_team_monthly"></a>`;
    const result = inspector.scan(host);
    expect(result.errors).to.deep.equal([
      {
        id: 'incorrect-plan-id',
        message:
          'The data-ms-plan:add attribute names "pln_chainforge_team", which is not a free plan of this app (another project\'s ID, or a paid plan?).',
        element: host.querySelector('#paid'),
      },
    ]);
    expect(result.warnings.map((issue) => [issue.id, issue.element.id])).to.deep.equal([
      ['price-without-action', 'price'],
    ]);
    expect(result.found.map((item) => [item.attribute, item.value, item.element.id])).to.deep.equal([
      ['data-ms-plan:add', 'pln_chainforge_starter', 'ok'],
      ['data-ms-plan:add', 'pln_chainforge_team', 'paid'],
      ['data-ms-price:add', 'prc_chainforge_team_monthly', 'price'],
    ]);
    // The default root is the document.
    expect(inspector.scan().errors.map((issue) => issue.element)).to.include(host.querySelector('#paid'));
  });

  it("checks private custom fields at once (the 1 s delay is the on-page scanner's)", async () => {
    await window.chainforge.inspector.ready;
    host.innerHTML = '<div data-ms-channel="c"><span data-ms-post-creator="last-name"></span></div>';
    expect(window.chainforge.inspector.scan(host).errors.map((issue) => issue.id)).to.deep.equal([
      'private-custom-field',
    ]);
  });

  it('refuses a root that cannot be scanned', async () => {
    await window.chainforge.inspector.ready;
    expect(() => window.chainforge.inspector.scan('body' as unknown as ParentNode)).to.throw(TypeError);
  });
});
