import type { SectionProps } from '../section-props';
import { PasskeysPart } from './passkeys-part';
import { TwoStepPart } from './two-step-part';

/**
 * Security's passkeys and two-step sign-in: a chunk of its own, loaded when Security first
 * shows, so pages that only sign people in carry none of it.
 */
export function SignInMethods(props: SectionProps) {
  return (
    <>
      <PasskeysPart {...props} />
      <TwoStepPart {...props} />
    </>
  );
}
