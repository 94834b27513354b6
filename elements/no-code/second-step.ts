import { needsSecondStep, type SignInAnswer } from '../core/membership/second-step';
import { text } from './texts';

/**
 * A sign-in that answered a second step (the member has two-step on), whichever way in it took: the
 * login modal's 'Two-step sign-in' screen asks for the code. Closing it leaves the person signed
 * out, which the form or button then says.
 */
export async function withSecondStep(answer: SignInAnswer): Promise<void> {
  if (!needsSecondStep(answer)) return;
  const result = await window.chainforge.openModal('second_step', { secondStep: answer.secondStep });
  if (result.type !== 'LOGIN') throw new Error(text('secondStep.notFinished'));
}
