import type { AuthAnswer, SecondStepRequired } from '../../../contract/membership-answers';

/** The challenge a sign-in answers when the member has two-step on. */
export type SecondStepChallenge = SecondStepRequired['secondStep'];

/** What a password or emailed-code sign-in answers to our widget and runtime. */
export type SignInAnswer = AuthAnswer | SecondStepRequired;

/**
 * Sent on sign-ins from the widget and the no-code runtime, which can show the second step. Any
 * other client (Memberstack's SDK) is refused such a member's sign-in rather than half signed in.
 */
export const SECOND_STEP_HEADER = { 'X-Chainforge-Second-Step': '1' } as const;

export function needsSecondStep(answer: SignInAnswer): answer is SecondStepRequired {
  return 'secondStep' in answer && typeof answer.secondStep?.challenge === 'string';
}

/** A backup code as the server hands them out (`xxxxx-xxxxx`); case, spaces and the dash as typed are forgiven. */
const BACKUP_CODE_SHAPE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

export function isBackupCode(typed: string): boolean {
  return BACKUP_CODE_SHAPE.test(typed.replace(/\s/g, ''));
}
