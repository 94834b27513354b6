import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageKey } from '../../core/membership/messages';
import type { KitProps } from '../../kit/define-element';
import { focusFirst } from '../../kit/dialog/focus-cycle';
import { emit } from '../../kit/events';
import type { ModalResult } from '../../kit/membership/modal-result';
import { useMembershipState } from '../../kit/membership/use-membership-state';
import { useCaptcha } from '../../kit/membership/use-captcha';
import { useModalFeedback } from '../../kit/membership/use-modal-feedback';
import { LOGIN_DISPLAYS, type LoginDisplay } from '../../core/membership/login-modal-params';
import type { SecondStepChallenge } from '../../core/membership/second-step';
import { oneOf } from '../../core/one-of';
import type { MsLoginModalProps } from './ms-login-modal.props';
import { AppSettingsPlaceholder } from '../../kit/membership/modal-layout';
import { MembershipDialog } from '../../kit/membership/membership-dialog';
import { SCREEN_START } from '../../kit/membership/screen-start';
import { lazyScreen } from './lazy-screen';
import type { PasswordlessRequest, ScreenProps } from './screen-props';
import { ForgotPasswordScreen } from './screens/forgot-password-screen';
import { LoginScreen } from './screens/login-screen';
import { PasswordlessCodeScreen } from './screens/passwordless-code-screen';
import { ResetPasswordScreen } from './screens/reset-password-screen';
import { ResetSuccessScreen } from './screens/reset-success-screen';
import { SignupScreen } from './screens/signup-screen';
import { TestCardScreen } from './screens/test-card-screen';
import { signupPlansFor } from './signup-plans';

const SCREENS: Record<LoginDisplay, (props: ScreenProps) => ReactNode> = {
  login: LoginScreen,
  signup: SignupScreen,
  forgot_password: ForgotPasswordScreen,
  reset_password: ResetPasswordScreen,
  reset_password_success: ResetSuccessScreen,
  passwordless_token: PasswordlessCodeScreen,
  test_card: TestCardScreen,
  // Only members with two-step on see it: its code loads when one does.
  second_step: lazyScreen(() => import('./screens/second-step-screen').then((module) => module.SecondStepScreen)),
};

function headingKey(screen: LoginDisplay, request: PasswordlessRequest | null): MessageKey {
  switch (screen) {
    case 'login':
      return 'login.heading';
    case 'signup':
      return 'signup.heading';
    case 'forgot_password':
      return 'forgotPassword.heading';
    case 'reset_password':
      return 'resetPassword.heading';
    case 'reset_password_success':
      return 'resetSuccess.heading';
    case 'passwordless_token':
      return request?.mode === 'signup' ? 'passwordless.signupHeading' : 'passwordless.loginHeading';
    case 'test_card':
      return 'testCard.heading';
    case 'second_step':
      return 'secondStep.heading';
  }
}

const asDisplay = (display: string | undefined) => oneOf(LOGIN_DISPLAYS, display, 'login');

/**
 * The visitor's membership modal. It opens on `display` and moves between screens itself (login
 * and signup link to each other and to the passwordless code; login to forgot, reset and success);
 * it ends with an `ms-modal-result` event and clears `open`.
 */
export function MsLoginModal({
  display,
  open = true,
  inline = false,
  hideCloseButton = false,
  allowSignup = true,
  params = {},
  messages: elementMessages,
  previewApp,
  host,
  theme,
}: MsLoginModalProps & KitProps) {
  // The second step needs the challenge of a sign-in to finish; without one, the sign-in starts over.
  const opened = asDisplay(display) === 'second_step' && !params.secondStep ? 'login' : asDisplay(display);
  const [screen, setScreen] = useState<LoginDisplay>(opened);
  const [email, setEmail] = useState('');
  // A preview shows the settings it is given and asks the service for none.
  const loaded = useMembershipState(open, !previewApp);
  const app = previewApp ?? loaded.app;
  const { appStatus, appError, retryApp } = loaded;
  // The visitor's choice between password and emailed code; until they choose, the app's default.
  const [passwordlessChoice, setPasswordless] = useState<boolean | null>(null);
  const passwordless = passwordlessChoice ?? Boolean(app?.passwordlessMode);
  const [passwordlessRequest, setPasswordlessRequest] = useState<PasswordlessRequest | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepChallenge | null>(() => params.secondStep ?? null);
  const { messages, toasts, showError, showSuccess } = useModalFeedback(open, params.messages, elementMessages);
  const captcha = useCaptcha(app, theme);
  const body = useRef<HTMLDivElement>(null);

  // Opening again, or on another screen, starts that screen afresh.
  useEffect(() => {
    if (!open) return;
    setScreen(opened);
    setSecondStep(params.secondStep ?? null);
  }, [open, opened, params.secondStep]);

  // A new screen takes the focus to its first field (else its first control but Back), as a new page would.
  const firstScreen = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the screen changes, not on other renders.
  useLayoutEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    if (body.current) focusFirst(body.current, SCREEN_START);
  }, [screen, appStatus]);

  const settle = useCallback(
    (result: ModalResult) => {
      if (!inline) (host as HTMLElement & MsLoginModalProps).open = false;
      emit(host, 'ms-modal-result', result);
    },
    [host, inline],
  );

  const signupPlans = useMemo(() => signupPlansFor(app, params, opened), [app, params, opened]);
  const allowsSignup = params.login?.allowSignup ?? allowSignup;
  const Current = SCREENS[screen];

  return (
    <MembershipDialog
      open={open}
      onClose={() => settle({ type: 'CLOSED', data: null })}
      heading={messages.message(headingKey(screen, passwordlessRequest))}
      hideCloseButton={params.hideCloseButton ?? hideCloseButton}
      inline={inline}
      initialFocus={SCREEN_START}
      messages={messages}
      toasts={toasts.toasts}
      app={app}
      bodyRef={body}
      bodyKey={screen}
    >
      {app ? (
        <Current
          app={app}
          messages={messages}
          params={params}
          allowSignup={allowsSignup}
          email={email}
          setEmail={setEmail}
          passwordless={passwordless}
          setPasswordless={setPasswordless}
          passwordlessRequest={passwordlessRequest}
          setPasswordlessRequest={setPasswordlessRequest}
          secondStep={secondStep}
          setSecondStep={setSecondStep}
          signupPlans={signupPlans}
          captcha={captcha}
          go={setScreen}
          finish={settle}
          showError={showError}
          showSuccess={showSuccess}
        />
      ) : (
        <AppSettingsPlaceholder messages={messages} status={appStatus} error={appError} retry={retryApp} />
      )}
    </MembershipDialog>
  );
}
