import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { log } from '../../core/log';
import { SIGNED_OUT_TEXTS } from '../../core/membership/signed-out-texts';
import { onSiteMessages, siteMessageOverrides } from '../../core/membership/site-messages';
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

/** The catalogue's words for an element of a member's own data while nobody is signed in. */
export type SignedOutTextKey = Exclude<keyof typeof SIGNED_OUT_TEXTS, 'signedOut.signIn'>;

/**
 * What an element of a member's own data shows while nobody is signed in: a state, not a failure,
 * so neutral words (the catalogue's, as the site words them) and, where the page has the CDN
 * script, its login modal one click away.
 */
export function SignedOutNotice({
  textKey,
  inset = true,
}: {
  textKey: SignedOutTextKey;
  /** False inside a padded card, to line up with its title. */
  inset?: boolean;
}) {
  // The site's wording laid over the defaults, read without the widget's whole catalogue.
  const overrides = useSyncExternalStore(onSiteMessages, siteMessageOverrides);
  const text = (key: keyof typeof SIGNED_OUT_TEXTS) => overrides[key] ?? SIGNED_OUT_TEXTS[key];
  // A page without the CDN script (an app that signs members in its own way) has no modal to open.
  const api = window.chainforge as Window['chainforge'] | undefined;
  const signIn = () =>
    api?.openModal('login').catch((error: unknown) => log.warn('The login modal could not open.', error));
  return (
    <Notice part="signed-out" $inset={inset}>
      <span>{text(textKey)}</span>
      {api && (
        <OutlineButton part="sign-in" type="button" onClick={() => void signIn()}>
          {text('signedOut.signIn')}
        </OutlineButton>
      )}
    </Notice>
  );
}
