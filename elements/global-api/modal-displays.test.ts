import { describe, expect, it } from 'vitest';
import { MODAL_DISPLAYS, modalTarget } from './modal-displays';

describe('modalTarget', () => {
  it.each(MODAL_DISPLAYS.filter((display) => display !== 'profile'))('shows %s in the login modal', (display) => {
    expect(modalTarget(display)).toEqual({ tag: 'ms-login-modal', display });
  });

  it('shows profile in the profile modal', () => {
    expect(modalTarget('profile')).toEqual({ tag: 'ms-profile-modal', display: 'profile' });
  });

  it.each([
    ['LOGIN', 'login'],
    ['SIGNUP', 'signup'],
    ['FORGOT_PASSWORD', 'forgot_password'],
    ['RESET_PASSWORD', 'reset_password'],
  ])("maps Memberstack's %s to %s", (name, display) => {
    expect(modalTarget(name)).toEqual({ tag: 'ms-login-modal', display });
  });

  it("maps Memberstack's PROFILE to the profile modal", () => {
    expect(modalTarget('PROFILE')).toEqual({ tag: 'ms-profile-modal', display: 'profile' });
  });

  it.each(['', 'Login', 'checkout', 'toString', '__proto__', 'constructor', null, undefined, 42, {}])(
    'knows nothing of %j',
    (display) => {
      expect(modalTarget(display)).toBeNull();
    },
  );
});
