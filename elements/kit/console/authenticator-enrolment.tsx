import type { TwoStepEnrolment } from '../../../contract/membership-answers';
import { CodeForm } from './code-form';
import { EnrolmentStack, Hint, QrImage, SetupKey } from './owner-forms.styles';

/** The server's QR code as an image: an SVG in an <img> runs no script and reaches nothing of the page. */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The key in groups of four, as authenticator apps print it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A new authenticator app being set up: its QR code and key, then its first code, which `confirm`
 * sends (at setup, and when an owner moves to a new app or phone).
 */
export function AuthenticatorEnrolment({
  enrolment,
  action,
  confirm,
}: {
  enrolment: TwoStepEnrolment;
  action: string;
  confirm: (code: string) => Promise<void>;
}) {
  return (
    <EnrolmentStack>
      <Hint>Scan this code with your authenticator app, or type the key below into it.</Hint>
      <QrImage part="qr-code" src={qrSource(enrolment.qrSvg)} alt="QR code for your authenticator app" />
      <SetupKey aria-label="Setup key">{grouped(enrolment.secret)}</SetupKey>
      <CodeForm label="Code from your authenticator app" action={action} send={confirm} />
    </EnrolmentStack>
  );
}
