import styled from 'styled-components';
import { passkeyButton } from '../../kit/passkeys/passkey-button';
import { OutlineButton } from '../../kit/ui/button';

/** 'Sign in with a passkey', under the password's Continue. */
export const PasskeyButton = passkeyButton(styled(OutlineButton).attrs({
  type: 'button',
  part: 'passkey-button',
  $size: 'large',
})`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  font-weight: 550;
`);
