import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { shadowQuery } from '../../../tests/wtr/helpers';
import { configure } from '../../core/config';
import './ms-login-modal';

// A page of its own: the app settings are loaded once per page, and these tests need them missing.

describe('ms-login-modal before the app settings arrive', () => {
  it('shows a loading state, then the failure with a retry that brings the form and focuses the email', async () => {
    // The stand-in API answers after 800 ms, and has no app settings: a 404.
    configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/fake-api/slow' });
    const modal = await fixture<HTMLElement>(html`<ms-login-modal></ms-login-modal>`);
    const loading = await shadowQuery(modal, '[role="progressbar"]');
    expect(loading.getAttribute('aria-label')).to.equal('Loading');
    expect(modal.shadowRoot!.querySelector('form')).to.equal(null);

    const alert = await shadowQuery(modal, '[role="alert"]');
    expect(alert.textContent).to.contain('The sign-in settings could not be loaded.');
    const retry = [...alert.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!;

    configure({ membershipApiUrl: '/membership' });
    retry.click();
    const email = await shadowQuery<HTMLInputElement>(modal, 'input[name="email"]');
    await waitUntil(() => modal.shadowRoot!.activeElement === email, 'the email field takes the focus');
  });
});
