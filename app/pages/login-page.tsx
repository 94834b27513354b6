import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Redirect, useSearch } from 'wouter';
import { authStore } from '../stores/auth-store';
import { Muted, Panel } from '../layout/page-parts';
import { safeRedirectTarget } from '../routing/routes';

const Centre = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px;
`;

/** Login. A signed-in member is sent on to the redirect target. */
export function LoginPage() {
  const { isAuthenticated } = useSnapshot(authStore);
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  if (isAuthenticated) return <Redirect to={safeRedirectTarget(redirect)} replace />;
  return (
    <Centre>
      <Panel>
        <h1>Log in to Chain Forge</h1>
        <Muted>Sign in with your Chain Forge account to see your dashboard.</Muted>
      </Panel>
    </Centre>
  );
}
