import { signInWithPasskey } from '../kit/membership/passkey-sign-in';
import { passkeysSupported } from '../kit/passkeys/passkey-support';
import { withSecondStep } from './second-step';
import { text } from './texts';

/**
 * `data-ms-action="passkey-login"`'s sign-in, in a chunk of its own that loads with the first
 * click: most pages have no such button. Answers false when the person cancelled.
 */
export async function passkeyLogin(): Promise<boolean> {
  if (!passkeysSupported()) throw new Error(text('login.passkeyUnsupported'));
  const answer = await signInWithPasskey();
  if (answer) await withSecondStep(answer);
  return answer !== null;
}
