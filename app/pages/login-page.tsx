import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Redirect, useSearch } from 'wouter';
import '../../elements/components/ms-login-modal/ms-login-modal';
import { describeError } from '../../elements/core/client-error';
import type { ModalResult } from '../../elements/kit/membership/modal-result';
import { OutlineButton } from '../../elements/kit/ui/button';
import { showAlert } from '../alerts/alert-store';
import { demoLogin } from '../demo-login';
import { BrandMark } from '../layout/brand-mark';
import { safeRedirectTarget } from '../routing/routes';
import { completeSignIn } from '../session';
import { authStore } from '../stores/auth-store';
import { themeStore } from '../theme-store';
import { log } from '../../elements/core/log';

const Centre = styled.main`
  min-height: 100vh;
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 20px;
  padding: 32px 16px;

  ms-login-modal { width: min(420px, 100%); }
`;

const Brand = styled.h1`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  font-size: 20px;
`;

const Demo = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  width: min(420px, 100%);
  text-align: center;
  color: var(--cf-color-text-muted);

  p { margin: 0; }
`;

const DemoButton = styled(OutlineButton).attrs({ $size: 'large' })`
  width: 100%;
  font-weight: 600;
`;

const Failure = styled.p`
  margin: 0;
  color: var(--cf-color-danger);
`;

const SIGN_IN_FAILED = 'Signing in to the dashboard failed';

/**
 * Login: the membership login form by itself, and a demo login. Either way the membership session
 * is exchanged for the dashboard's API token; then the member goes on to the redirect target.
 */
export function LoginPage() {
  const { isAuthenticated, loginInProgress } = useSnapshot(authStore);
  const { theme } = useSnapshot(themeStore);
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const [failure, setFailure] = useState<string | null>(null);
  const modal = useRef<HTMLElement>(null);

  const signIn = async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      const message = `${SIGN_IN_FAILED}: ${describeError(error)}`;
      log.error(message, error);
      setFailure(message);
      showAlert('error', message);
    }
  };

  useEffect(() => {
    const element = modal.current;
    if (!element) return;
    const onResult = (event: Event) => {
      const result = (event as CustomEvent<ModalResult>).detail;
      if (result.type === 'LOGIN' || result.type === 'SIGNUP') void signIn(() => completeSignIn(result.data.member));
    };
    element.addEventListener('ms-modal-result', onResult);
    return () => element.removeEventListener('ms-modal-result', onResult);
  });

  if (isAuthenticated) return <Redirect to={safeRedirectTarget(redirect)} replace />;
  return (
    <Centre>
      <Brand>
        <BrandMark />
        Chain Forge
      </Brand>
      <ms-login-modal ref={modal} inline display="login" theme={theme} />
      <Demo>
        <p>Or look around with the demo account's data.</p>
        <DemoButton
          type="button"
          disabled={loginInProgress}
          aria-busy={loginInProgress}
          onClick={() => void signIn(demoLogin)}
        >
          {loginInProgress ? 'Signing in…' : 'Demo login'}
        </DemoButton>
        <div aria-live="polite">
          {loginInProgress && <p>Opening your dashboard…</p>}
          {failure && <Failure>{failure}</Failure>}
        </div>
      </Demo>
    </Centre>
  );
}
