import { LOGIN_DISPLAYS, type LoginDisplay } from '../core/membership/login-modal-params';

export type ModalDisplay = LoginDisplay | 'profile';

export const MODAL_DISPLAYS: readonly ModalDisplay[] = [...LOGIN_DISPLAYS, 'profile'];

/** The element that shows a screen, and the screen's name in our vocabulary. */
export type ModalTarget =
  | { tag: 'ms-login-modal'; display: LoginDisplay }
  | { tag: 'ms-profile-modal'; display: 'profile' };

/** @memberstack/dom's `openModal` names, so a page written for it opens the same screens here. */
const MEMBERSTACK_NAMES = {
  LOGIN: 'login',
  SIGNUP: 'signup',
  FORGOT_PASSWORD: 'forgot_password',
  RESET_PASSWORD: 'reset_password',
  PROFILE: 'profile',
} as const satisfies Record<string, ModalDisplay>;

export type MemberstackModalName = keyof typeof MEMBERSTACK_NAMES;

/** Which modal shows `display` (ours or Memberstack's name); null for anything else. */
export function modalTarget(display: unknown): ModalTarget | null {
  if (typeof display !== 'string') return null;
  const name = Object.hasOwn(MEMBERSTACK_NAMES, display) ? MEMBERSTACK_NAMES[display as MemberstackModalName] : display;
  if (name === 'profile') return { tag: 'ms-profile-modal', display: 'profile' };
  return LOGIN_DISPLAYS.includes(name as LoginDisplay)
    ? { tag: 'ms-login-modal', display: name as LoginDisplay }
    : null;
}
