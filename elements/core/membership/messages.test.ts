import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { toMembershipError } from './errors';
import { createMessages } from './messages';
import { MODAL_TEXTS } from './modal-texts';

describe('the message catalogue', () => {
  it("holds the widget's texts", () => {
    const { message } = createMessages(MODAL_TEXTS);
    expect(message('plans.noFreePlans')).toBe('You currently have free no plans.');
    expect(message('validation.password')).toBe('Minimum 8 characters required');
  });

  it("lays a site's overrides over the defaults and fills placeholders", () => {
    const { message } = createMessages(MODAL_TEXTS, {
      'signup.submit': 'Registrieren',
      'team.seats': '{members} von {max} Plätzen',
    });
    expect(message('signup.submit')).toBe('Registrieren');
    expect(message('team.seats', { members: 3, max: 5 })).toBe('3 von 5 Plätzen');
    expect(message('login.continueWithProvider', { provider: 'Google' })).toBe('Continue with Google');
    expect(message('login.continueWithProvider')).toBe('Continue with {provider}');
  });

  it('says how long to wait from Retry-After', () => {
    const { errorMessage } = createMessages(MODAL_TEXTS);
    const tooMany = { code: 'too-many-requests', message: 'Too many' };
    expect(errorMessage({ ...tooMany, retryAfterSeconds: 30 })).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(errorMessage({ ...tooMany, retryAfterSeconds: 90 })).toBe(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
    expect(errorMessage({ code: 'server-busy', message: 'Busy.', retryAfterSeconds: 5 })).toBe('Busy.');
  });

  it("shows the server's message unless the site reworded the code", () => {
    const failure = { code: 'invalid-credentials', message: 'The server says so.' };
    expect(createMessages(MODAL_TEXTS).errorMessage(failure)).toBe('The server says so.');
    expect(createMessages(MODAL_TEXTS, { 'error.invalid-credentials': 'Falsch.' }).errorMessage(failure)).toBe(
      'Falsch.',
    );
  });

  it('words an unreachable server in the one sentence, which a site may reword', () => {
    const unreachable = toMembershipError(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(createMessages(MODAL_TEXTS).errorMessage(unreachable)).toBe(
      "Can't reach the server. Check your connection and try again.",
    );
    expect(createMessages(MODAL_TEXTS).message('error.client/network-error')).toBe(unreachable.message);
    const reworded = createMessages(MODAL_TEXTS, { 'error.client/network-error': 'Keine Verbindung.' });
    expect(reworded.errorMessage(unreachable)).toBe('Keine Verbindung.');
  });
});
