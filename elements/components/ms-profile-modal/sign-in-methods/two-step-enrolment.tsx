import { useId } from 'react';
import type { BackupCodesAnswer, TwoStepEnrolment } from '../../../../contract/membership-answers';
import { Label } from '../../../kit/form/field.styles';
import { useCopy } from '../../../kit/ui/use-copy';
import { InlineRow, Muted, SmallButton } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { CodeText, QrCode } from './sign-in-methods.styles';
import { signInMethods } from './sign-in-methods-runtime';
import { TwoStepCodeForm } from './two-step-code-form';

const COPY_FEEDBACK_MS = 2000;

/** The key in groups of four, as authenticator apps print it: easier to read and type across. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The server's QR code as an image: an SVG in an <img> runs no script and reaches nothing of the
 * page, so the markup is shown as it came without being put into the document.
 */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Turning two-step on: the QR code and the same secret as text to copy, then the app's first code
 * in six boxes, which turns it on and answers the backup codes.
 */
export function TwoStepEnrolmentView({
  enrolment,
  onConfirmed,
  onCancel,
  messages,
  showError,
}: Pick<SectionProps, 'messages' | 'showError'> & {
  enrolment: TwoStepEnrolment;
  onConfirmed: (answer: BackupCodesAnswer) => void;
  onCancel: () => void;
}) {
  const keyId = useId();
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS);
  return (
    <>
      <Muted>{messages.message('security.twoStep.scan')}</Muted>
      <QrCode src={qrSource(enrolment.qrSvg)} alt={messages.message('security.twoStep.qrAlt')} />
      <div>
        <Label as="div" id={`${keyId}label`}>
          {messages.message('security.twoStep.setupKey')}
        </Label>
        <InlineRow>
          <CodeText id={keyId} part="two-step-secret">
            {grouped(enrolment.secret)}
          </CodeText>
          <SmallButton
            aria-live="polite"
            aria-describedby={`${keyId}label`}
            onClick={() => void copy('key', enrolment.secret).catch(showError)}
          >
            {messages.message(copied === 'key' ? 'security.copied' : 'security.copy')}
          </SmallButton>
        </InlineRow>
      </div>
      <TwoStepCodeForm
        action={messages.message('security.twoStep.confirm')}
        send={async (code) => onConfirmed(await signInMethods.confirmTwoStep(code))}
        onCancel={onCancel}
        messages={messages}
        showError={showError}
      />
    </>
  );
}
