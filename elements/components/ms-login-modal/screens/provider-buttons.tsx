import { type ReactNode, useState } from 'react';
import { needsSecondStep, type SignInAnswer } from '../../../core/membership/second-step';
import { membershipSession } from '../../../kit/membership/membership-runtime';
import { openProviderPopup, type ProviderIntent } from '../../../kit/membership/provider-popup';
import { ProviderMark } from '../../../kit/membership/provider-mark';
import { Divider, ProviderButton, ProviderList } from '../ms-login-modal.styles';
import type { ScreenProps } from '../screen-props';
import { continueSignIn } from './continue-sign-in';

/**
 * 'Continue with {provider}' for each provider the app offers, in the app's order, each with the
 * provider's mark (drawn in the kit: no icon address is fetched). A popup signs the visitor in (or
 * up) and the modal finishes as a login or signup would, or goes on to the 'Two-step sign-in'
 * screen for a member with two-step on.
 */
export function ProviderButtons({
  intent,
  props,
  customFields,
  children,
}: {
  intent: Exclude<ProviderIntent, 'connect'>;
  props: ScreenProps;
  customFields?: Record<string, string>;
  /** Other ways in, listed before the providers (the login's passkey button). */
  children?: ReactNode;
}) {
  const { app, messages, allowSignup, signupPlans, showError } = props;
  const [busy, setBusy] = useState<string | null>(null);
  const providers = [...(app.authProviders ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  if (providers.length === 0 && !children) return null;

  const signIn = async (provider: (typeof providers)[number]['provider']) => {
    setBusy(provider);
    try {
      const answer = await openProviderPopup<SignInAnswer>({
        provider,
        intent,
        allowSignup: intent === 'login' ? allowSignup : undefined,
        plans: intent === 'signup' ? signupPlans : undefined,
        customFields: intent === 'signup' ? customFields : undefined,
      });
      if (!needsSecondStep(answer)) membershipSession.signIn(answer);
      continueSignIn(props, answer, intent === 'signup' ? 'SIGNUP' : 'LOGIN');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Divider>{messages.message('common.or')}</Divider>
      <ProviderList>
        {children}
        {providers.map(({ provider, name }) => (
          <ProviderButton
            key={provider}
            disabled={busy !== null}
            aria-busy={busy === provider}
            onClick={() => void signIn(provider)}
          >
            <ProviderMark provider={provider} />
            {messages.message('login.continueWithProvider', { provider: name })}
          </ProviderButton>
        ))}
      </ProviderList>
    </>
  );
}
