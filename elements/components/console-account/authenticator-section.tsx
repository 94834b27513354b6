import { useId, useState } from 'react';
import type { OwnerReenrolment } from '../../../contract/console-account-answers';
import { consoleClient } from '../../core/console-client';
import { AuthenticatorEnrolment } from '../../kit/console/authenticator-enrolment';
import { CodeForm } from '../../kit/console/code-form';
import { Section, SectionLead, SectionTitle } from '../../kit/console/console-controls';
import { PasswordInput, useCurrentPasswordInput } from '../../kit/console/owner-fields';
import { LinkButton } from '../../kit/console/owner-forms.styles';
import { ReauthenticationPrompt } from '../../kit/console/reauthentication-prompt';
import { isReauthenticationCancelled, useReauthentication } from '../../kit/console/use-reauthentication';
import { useStepSubmit } from '../../kit/console/use-step-submit';
import { FormMessage } from '../../kit/form/form-message';
import { FormStack } from '../../kit/form/form-stack';
import { SubmitButton } from '../../kit/form/submit-button';
import { checkFields } from '../../kit/form/use-field';
import { OutlineButton } from '../../kit/ui/button';
import { DoneMessage, NarrowForm, StepStack } from './console-account.styles';

type Stage =
  | { name: 'idle'; done?: string }
  | { name: 'proof'; with: 'password' | 'code' }
  | { name: 'scan'; enrolment: OwnerReenrolment };

function PasswordProof({ onStarted, onCancel, onUseCode }: ProofProps & { onUseCode: () => void }) {
  const password = useCurrentPasswordInput();
  const { busy, error, submit } = useStepSubmit(
    async () => onStarted(await consoleClient.startReenrolment({ password: password.value })),
    () => checkFields(password.field),
  );
  return (
    <FormStack onSubmit={submit} aria-label="Prove it is you">
      <PasswordInput
        input={password}
        label="Current password"
        name="current-password"
        autoComplete="current-password"
      />
      <FormMessage error={error} />
      <SubmitButton busy={busy}>Continue</SubmitButton>
      <LinkButton type="button" part="link-button" onClick={onUseCode}>
        Use a code from your current app instead
      </LinkButton>
      <LinkButton type="button" part="link-button" onClick={onCancel}>
        Cancel
      </LinkButton>
    </FormStack>
  );
}

interface ProofProps {
  onStarted: (enrolment: OwnerReenrolment) => void;
  onCancel: () => void;
}

/**
 * The authenticator app moved to a new phone or app: the owner proves it is them (password, or a
 * code of the current app), scans the new QR code, and confirms with its first code. The current
 * app keeps working until then, and never after. That proof counts for 10 minutes, as long as the
 * new QR code does; a confirmation later asks for it again (useReauthentication).
 */
export function AuthenticatorSection() {
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const reauthentication = useReauthentication();
  const titleId = useId();
  const cancel = () => setStage({ name: 'idle' });
  const started = (enrolment: OwnerReenrolment) => setStage({ name: 'scan', enrolment });
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Authenticator app</SectionTitle>
      <SectionLead>
        Every sign-in with your password asks for its code. New phone? Set up the new app here: the old one keeps
        working until the new one is confirmed, and other sessions are signed out then.
      </SectionLead>
      <NarrowForm>
        {stage.name === 'idle' && (
          <>
            <DoneMessage>
              <FormMessage success={stage.done} />
            </DoneMessage>
            {/* As tall as the page's other acts, as wide as its words. */}
            <OutlineButton type="button" $size="medium" onClick={() => setStage({ name: 'proof', with: 'password' })}>
              Set up a new authenticator app
            </OutlineButton>
          </>
        )}
        {stage.name === 'proof' && stage.with === 'password' && (
          <PasswordProof
            onStarted={started}
            onCancel={cancel}
            onUseCode={() => setStage({ name: 'proof', with: 'code' })}
          />
        )}
        {stage.name === 'proof' && stage.with === 'code' && (
          <CodeForm
            label="Code from your current authenticator app"
            action="Continue"
            send={async (code) => started(await consoleClient.startReenrolment({ code }))}
            onBack={() => setStage({ name: 'proof', with: 'password' })}
            backLabel="Use your password instead"
          />
        )}
        {stage.name === 'scan' && (
          <StepStack>
            <AuthenticatorEnrolment
              enrolment={stage.enrolment}
              action="Use the new app"
              confirm={async (code) => {
                const { enrolment } = stage.enrolment;
                try {
                  await reauthentication.send((proof) => consoleClient.confirmReenrolment(enrolment, code, proof));
                } catch (thrown) {
                  if (isReauthenticationCancelled(thrown)) return;
                  throw thrown;
                }
                setStage({
                  name: 'idle',
                  done: 'The new authenticator app is on: the old one no longer signs you in, and your other sessions were signed out.',
                });
              }}
            />
            {reauthentication.prompt && <ReauthenticationPrompt {...reauthentication.prompt} />}
            <LinkButton type="button" part="link-button" onClick={cancel}>
              Cancel and keep the current app
            </LinkButton>
          </StepStack>
        )}
      </NarrowForm>
    </Section>
  );
}
