import styled from 'styled-components';
import { passkeyButton } from '../../kit/passkeys/passkey-button';
import { OutlineButton } from '../../kit/ui/button';

/** 'Sign in with a passkey', under the password's Continue. */
export const PasskeyButton = passkeyButton(styled(OutlineButton).attrs({ type: 'button', part: 'passkey-button' })`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  font-weight: 550;

  &:disabled { cursor: default; opacity: 0.6; }
`);
