import type { SecondStepChallenge } from './second-step';
import type { MessageOverrides } from './messages';

/*
 * What opens the login modal, shared by the element, window.chainforge.openModal and the no-code
 * runtime: its screens and Memberstack's modal parameters.
 */

/** The screens of the login modal, by the names `openModal` takes. */
export const LOGIN_DISPLAYS = [
  'login',
  'signup',
  'forgot_password',
  'reset_password',
  'reset_password_success',
  'passwordless_token',
  'test_card',
  'second_step',
] as const;

export type LoginDisplay = (typeof LOGIN_DISPLAYS)[number];

/** Memberstack's modal parameters, plus what the test card screen checks out. */
export interface LoginModalParams {
  signup?: { plans?: string[] };
  login?: { allowSignup?: boolean };
  hideCloseButton?: boolean;
  /** Test card screen: the price 'Continue to Test Checkout' opens checkout for. */
  priceId?: string;
  /** A team's invite token for the signup; read from the page's `?inviteToken=` when not given. */
  inviteToken?: string;
  /** The second step's screen: the challenge a sign-in answered (a form of the no-code runtime opens it so). */
  secondStep?: SecondStepChallenge;
  /** Per-modal wording, laid over the site's. */
  messages?: MessageOverrides;
}
