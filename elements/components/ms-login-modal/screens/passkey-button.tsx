import styled from 'styled-components';
import { passkeyButton } from '../../../kit/passkeys/passkey-button';
import { ProviderButton } from '../ms-login-modal.styles';

/** 'Sign in with a passkey', beside the providers' buttons and like them. */
export const PasskeyButton = passkeyButton(styled(ProviderButton).attrs({ part: 'provider-button passkey-button' })``);
