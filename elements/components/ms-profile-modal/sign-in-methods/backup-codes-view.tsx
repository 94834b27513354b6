import { downloadText } from '../../../kit/ui/download';
import { useCopy } from '../../../kit/ui/use-copy';
import { Muted, SmallButton } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { Actions, CodeList, StepHeading } from './sign-in-methods.styles';

/** How long 'Copied!' shows before the button says 'Copy' again. */
const COPY_FEEDBACK_MS = 2000;
const FILE_NAME = 'backup-codes.txt';

/**
 * The 10 backup codes, shown this once: one a line, to copy or download as a text file, then Done.
 * `otherSessionsEnded`: turning two-step on signed the member out everywhere else, said here too
 * as the codes stay on screen longer than a message.
 */
export function BackupCodesView({
  codes,
  otherSessionsEnded,
  member,
  messages,
  showError,
  onDone,
}: Pick<SectionProps, 'member' | 'messages' | 'showError'> & {
  codes: string[];
  otherSessionsEnded: boolean;
  onDone: () => void;
}) {
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS);
  const text = codes.join('\n');
  const download = () =>
    downloadText(
      FILE_NAME,
      `${messages.message('security.twoStep.fileIntro', { email: member.auth.email })}\n\n${text}\n`,
      'text/plain',
    );

  return (
    <>
      <StepHeading>{messages.message('security.twoStep.backupCodes')}</StepHeading>
      <Muted>{messages.message('security.twoStep.backupCodesIntro')}</Muted>
      {otherSessionsEnded && <Muted>{messages.message('security.otherSessionsEnded')}</Muted>}
      <CodeList>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </CodeList>
      <Actions>
        <SmallButton aria-live="polite" onClick={() => void copy('codes', text).catch(showError)}>
          {messages.message(copied === 'codes' ? 'security.copied' : 'security.copy')}
        </SmallButton>
        <SmallButton onClick={download}>{messages.message('security.twoStep.download')}</SmallButton>
        <SmallButton onClick={onDone}>{messages.message('security.twoStep.done')}</SmallButton>
      </Actions>
    </>
  );
}
