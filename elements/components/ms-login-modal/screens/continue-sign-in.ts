import { needsSecondStep, type SignInAnswer } from '../../../core/membership/second-step';
import type { ScreenProps } from '../screen-props';

/**
 * Where a sign-in's answer leads, whichever way in it took (a password, an emailed code, a
 * provider, a passkey): the modal finishes, or a member with two-step on goes on to the
 * 'Two-step sign-in' screen.
 */
export function continueSignIn(
  { setSecondStep, go, finish }: Pick<ScreenProps, 'setSecondStep' | 'go' | 'finish'>,
  answer: SignInAnswer,
  type: 'LOGIN' | 'SIGNUP' = 'LOGIN',
): void {
  if (needsSecondStep(answer)) {
    setSecondStep(answer.secondStep);
    go('second_step');
  } else finish({ type, data: answer });
}
