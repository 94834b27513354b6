import { expect, waitUntil } from '@open-wc/testing';
import '../cdn';
import { configure } from '../core/config';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });

/** Every module the page fetched whose URL names the no-code runtime's own code. */
const runtimeRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/no-code/runtime'));

describe('a page without the data-ms-* vocabulary', () => {
  it('never loads the runtime until a runtime attribute appears; a form sent before it is ready is held, then sent', async () => {
    const plain = document.createElement('div');
    plain.innerHTML = '<p data-ms-unknown="x">Not ours</p><form><input name="email" /></form>';
    document.body.append(plain);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runtimeRequests()).to.deep.equal([]);

    // Added and sent at once, before the runtime has even been asked for: never sent the browser's way.
    const page = location.href;
    plain.insertAdjacentHTML(
      'beforeend',
      `<form data-ms-form="login" id="early">
        <input data-ms-member="email" type="email" value="nobody-early@example.com" />
        <input data-ms-member="password" type="password" value="not-a-password" />
        <div data-ms-message="error"></div><button>Log in</button>
      </form>`,
    );
    const form = document.getElementById('early') as HTMLFormElement;
    form.requestSubmit();
    await waitUntil(() => runtimeRequests().length > 0, 'the runtime was not loaded', { timeout: 5000 });
    await waitUntil(() => form.dataset.msState === 'error', 'the held form was not sent', { timeout: 8000 });
    expect(location.href).to.equal(page);
    expect(form.querySelector('[data-ms-message="error"]')!.textContent).to.not.equal('');
    plain.remove();
  });
});
