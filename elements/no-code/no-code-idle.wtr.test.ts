import { expect, waitUntil } from '@open-wc/testing';
import '../cdn';

/** Every module the page fetched whose URL names the no-code runtime's own code. */
const runtimeRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/no-code/runtime'));

describe('a page without the data-ms-* vocabulary', () => {
  it('never loads the runtime, until an element with a runtime attribute is added', async () => {
    const plain = document.createElement('div');
    plain.innerHTML = '<p data-ms-unknown="x">Not ours</p><form><input name="email" /></form>';
    document.body.append(plain);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runtimeRequests()).to.deep.equal([]);

    const button = document.createElement('button');
    button.setAttribute('data-ms-modal', 'login');
    plain.append(button);
    await waitUntil(() => runtimeRequests().length > 0, 'the runtime was not loaded', { timeout: 5000 });
    plain.remove();
  });
});
