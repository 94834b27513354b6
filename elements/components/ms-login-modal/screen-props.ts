import type { Messages } from '../../core/membership/messages';
import type { App } from '../../core/membership/types';
import type { Captcha } from '../../kit/membership/use-captcha';
import type { ModalResult } from '../../kit/membership/modal-result';
import type { LoginDisplay, LoginModalParams } from '../../core/membership/login-modal-params';
import type { SecondStepChallenge } from '../../core/membership/second-step';

/** What a passwordless code screen needs from the screen that asked for the code. */
export interface PasswordlessRequest {
  mode: 'login' | 'signup';
  email: string;
  customFields: Record<string, string>;
  plans: { planId: string }[];
  captchaToken?: string | undefined;
}

/** What every screen of the login modal is given by the modal. */
export interface ScreenProps {
  app: App;
  messages: Messages;
  params: LoginModalParams;
  allowSignup: boolean;
  /** Email typed so far, kept across screens so nobody types it twice. */
  email: string;
  setEmail: (email: string) => void;
  passwordless: boolean;
  setPasswordless: (on: boolean) => void;
  passwordlessRequest: PasswordlessRequest | null;
  setPasswordlessRequest: (request: PasswordlessRequest) => void;
  /** The challenge of a sign-in that needs its second step. */
  secondStep: SecondStepChallenge | null;
  setSecondStep: (challenge: SecondStepChallenge | null) => void;
  /** The plans a signup from here joins: the page's, else the app's plans offered on the screen opened. */
  signupPlans: { planId: string }[];
  captcha: Captcha;
  go: (screen: LoginDisplay) => void;
  finish: (result: ModalResult) => void;
  showError: (error: unknown) => void;
  showSuccess: (text: string) => void;
}
