import { useId, useRef, useState } from 'react';
import type { BackupCodesAnswer, TwoStepEnrolment, TwoStepStatus } from '../../../../contract/membership-answers';
import { useRemoteData } from '../../../kit/use-remote-data';
import { Group, Muted, SmallButton, SubHeading } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { usePresenceCheck } from '../presence/use-presence-check';
import { BackupCodesView } from './backup-codes-view';
import { PartStatus } from '../part-status';
import { Actions, PartBody } from './sign-in-methods.styles';
import { signInMethods } from './sign-in-methods-runtime';
import { TwoStepCodeForm } from './two-step-code-form';
import { TwoStepEnrolmentView } from './two-step-enrolment';
import { useFocusOnChange } from './use-focus-on-change';
import { useRefocus } from '../../../kit/form/use-refocus';

/** What the part shows besides its state: enrolling, the new backup codes, or a code asked for a change. */
type TwoStepView =
  | { kind: 'state' }
  | { kind: 'enrolling'; enrolment: TwoStepEnrolment }
  | { kind: 'codes'; answer: BackupCodesAnswer }
  | { kind: 'check'; change: 'regenerate' | 'off' };

/**
 * 'Two-step sign-in': off, 'Turn on' leads through the QR code and a first code to the backup
 * codes; on, the backup codes left, 'Regenerate backup codes' and 'Turn off', each asking for a
 * current code or, while any are left, a backup code.
 */
export function TwoStepPart(props: SectionProps) {
  const { messages, showError, showSuccess } = props;
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  const status = useRemoteData<TwoStepStatus>({ load: () => signInMethods.twoStepStatus(), perAccount: false });
  const [view, setView] = useState<TwoStepView>({ kind: 'state' });
  const [starting, setStarting] = useState(false);
  const startAgain = useRefocus(body, 'button');
  const presence = usePresenceCheck(props);
  useFocusOnChange(body, view.kind, view.kind === 'check' || view.kind === 'enrolling' ? 'input' : undefined);

  const start = async () => {
    setStarting(true);
    try {
      // Someone else's authenticator would lock the member out: the service may first ask them to confirm it is them.
      const enrolment = await presence.guard((proof) => signInMethods.startTwoStep(proof));
      if (enrolment) setView({ kind: 'enrolling', enrolment });
    } catch (error) {
      showError(error);
      startAgain();
    } finally {
      setStarting(false);
    }
  };

  const confirmed = (answer: BackupCodesAnswer) => {
    status.replace({ enabled: true, pending: false, backupCodesLeft: answer.backupCodes.length });
    setView({ kind: 'codes', answer });
    const ended = answer.otherSessionsEnded ? ` ${messages.message('security.otherSessionsEnded')}` : '';
    showSuccess(`${messages.message('security.twoStep.isOn')}${ended}`);
  };

  const change = async (kind: 'regenerate' | 'off', code: string) => {
    if (kind === 'off') {
      status.replace(await signInMethods.turnOffTwoStep(code));
      setView({ kind: 'state' });
      showSuccess(messages.message('security.twoStep.turnedOff'));
      return;
    }
    const answer = await signInMethods.regenerateBackupCodes(code);
    status.replace({ enabled: true, pending: false, backupCodesLeft: answer.backupCodes.length });
    setView({ kind: 'codes', answer });
    showSuccess(messages.message('security.twoStep.regenerated'));
  };

  const backToState = () => setView({ kind: 'state' });

  const content = () => {
    switch (view.kind) {
      case 'enrolling':
        return (
          <TwoStepEnrolmentView {...props} enrolment={view.enrolment} onConfirmed={confirmed} onCancel={backToState} />
        );
      case 'codes':
        return (
          <BackupCodesView
            {...props}
            codes={view.answer.backupCodes}
            otherSessionsEnded={view.answer.otherSessionsEnded}
            onDone={backToState}
          />
        );
      case 'check': {
        const action = messages.message(
          view.change === 'off' ? 'security.twoStep.turnOff' : 'security.twoStep.regenerate',
        );
        const backupCodesLeft = (status.data?.backupCodesLeft ?? 0) > 0;
        return (
          <>
            <Muted>
              {messages.message(backupCodesLeft ? 'security.twoStep.askCode' : 'security.twoStep.askAppCode')}
            </Muted>
            <TwoStepCodeForm
              {...props}
              action={action}
              allowBackupCode={backupCodesLeft}
              send={(code) => change(view.change, code)}
              onCancel={backToState}
            />
          </>
        );
      }
      case 'state':
        return stateView();
    }
  };

  const stateView = () => {
    const current = status.data;
    if (status.status !== 'loaded' || !current) {
      return (
        <PartStatus
          messages={messages}
          status={status.status}
          failure={messages.message('security.twoStep.loadFailed')}
          retry={status.retry}
        />
      );
    }
    if (!current.enabled) {
      return (
        <>
          <Muted>{messages.message('security.twoStep.offDescription')}</Muted>
          <SmallButton disabled={starting} aria-busy={starting && !presence.asking} onClick={() => void start()}>
            {messages.message('security.twoStep.turnOn')}
          </SmallButton>
          {presence.prompt}
        </>
      );
    }
    const left = current.backupCodesLeft;
    return (
      <>
        <Muted>
          {messages.message('security.twoStep.isOn')}{' '}
          {left === 1
            ? messages.message('security.twoStep.codeLeft')
            : messages.message('security.twoStep.codesLeft', { count: left })}
        </Muted>
        <Actions>
          <SmallButton onClick={() => setView({ kind: 'check', change: 'regenerate' })}>
            {messages.message('security.twoStep.regenerate')}
          </SmallButton>
          <SmallButton onClick={() => setView({ kind: 'check', change: 'off' })}>
            {messages.message('security.twoStep.turnOff')}
          </SmallButton>
        </Actions>
      </>
    );
  };

  return (
    <Group aria-labelledby={headingId} part="two-step">
      <SubHeading id={headingId}>{messages.message('secondStep.heading')}</SubHeading>
      <PartBody ref={body}>{content()}</PartBody>
    </Group>
  );
}
