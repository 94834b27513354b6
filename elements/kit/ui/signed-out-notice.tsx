import styled from 'styled-components';
import { log } from '../../core/log';
import { OutlineButton } from './button';

const Notice = styled.div<{ $inset: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: ${({ $inset }) => ($inset ? '10px 12px' : '10px 0')};
  color: var(--cf-color-text-muted);
`;

export const SIGN_IN_LABEL = 'Sign in';

/**
 * What an element of a member's own data shows while nobody is signed in: a state, not a failure,
 * so neutral words and, where the page has the CDN script, its login modal one click away.
 */
export function SignedOutNotice({
  text,
  inset = true,
}: {
  text: string /** False inside a padded card, to line up with its title. */;
  inset?: boolean;
}) {
  // A page without the CDN script (an app that signs members in its own way) has no modal to open.
  const api = window.chainforge as Window['chainforge'] | undefined;
  const signIn = () =>
    api?.openModal('login').catch((error: unknown) => log.warn('The login modal could not open.', error));
  return (
    <Notice part="signed-out" $inset={inset}>
      <span>{text}</span>
      {api && (
        <OutlineButton part="sign-in" type="button" onClick={() => void signIn()}>
          {SIGN_IN_LABEL}
        </OutlineButton>
      )}
    </Notice>
  );
}
