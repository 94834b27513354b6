import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import '../../elements/components/console-sign-in/console-sign-in';
import type { ConsoleSession } from '../../contract/console-answers';
import { consoleClient, onOwnerSignInRequired } from '../../elements/core/console-client';
import { log } from '../../elements/core/log';
import { PageLoading } from '../layout/page-loading';
import { PageSlot } from '../layout/page-slot';
import { themeStore } from '../theme-store';
import { ConsoleBar, ConsoleLayout } from './console-layout';
import { ConsolePageTitle } from './console-page-title';
import { ConsoleSessionContext } from './console-session';
import { CONSOLE_SECTIONS } from './console-sections';

/** Where an owner's invitation link leads: `/console/invitation#<token>`. */
const INVITATION_PATH = '/invitation';

type Gate = { state: 'checking' } | { state: 'signed-out' } | { state: 'signed-in'; session: ConsoleSession };

const SignInPage = styled.main`
  display: grid;
  place-items: start center;
  padding: 12vh 16px 48px;
`;

/** A signed-in session, or none (a session still at its second step or setup signs in again here). */
async function activeSession(): Promise<Gate> {
  try {
    const session = await consoleClient.session();
    return session.stage === 'active' ? { state: 'signed-in', session } : { state: 'signed-out' };
  } catch {
    return { state: 'signed-out' };
  }
}

function NotFound() {
  return <ConsolePageTitle>There is no such page in the console.</ConsolePageTitle>;
}

/**
 * The owners' console, at /console (routes relative to it). Only a signed-in owner's session
 * (the console's own cookie) opens it; anyone else, a member of the product too, gets its sign-in
 * and no data. It keeps nothing of the member dashboard's sign-in.
 */
export function ConsoleApp() {
  const { theme } = useSnapshot(themeStore);
  const [gate, setGate] = useState<Gate>({ state: 'checking' });
  const [path, navigate] = useLocation();
  // The token after `#` never reaches a server: read once, then taken out of the address bar.
  const [invitationToken] = useState(() => (path === INVITATION_PATH ? location.hash.slice(1) : ''));
  useEffect(() => {
    if (invitationToken) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  }, [invitationToken]);

  const check = useCallback(() => void activeSession().then(setGate), []);
  useEffect(check, [check]);
  useEffect(() => onOwnerSignInRequired(() => setGate({ state: 'signed-out' })), []);

  const signOut = async () => {
    try {
      await consoleClient.signOut();
    } catch (error) {
      log.error('The console could not end the session on the server.', error);
    }
    setGate({ state: 'signed-out' });
  };

  if (path === INVITATION_PATH) {
    return (
      <>
        <ConsoleBar />
        <SignInPage>
          <console-sign-in
            theme={theme}
            invitationToken={invitationToken || undefined}
            onconsole-sign-in-done={() => {
              check();
              navigate('/', { replace: true });
            }}
          />
        </SignInPage>
      </>
    );
  }
  if (gate.state === 'checking') return <PageLoading />;
  if (gate.state === 'signed-out') {
    return (
      <>
        <ConsoleBar />
        <SignInPage>
          <console-sign-in theme={theme} onconsole-sign-in-done={check} />
        </SignInPage>
      </>
    );
  }
  return (
    <ConsoleSessionContext.Provider value={gate.session}>
      <ConsoleLayout session={gate.session} onSignOut={() => void signOut().then(() => navigate('/'))}>
        <PageSlot>
          <Switch>
            <Route path="/">
              <Redirect to={CONSOLE_SECTIONS[0]?.path ?? '/'} replace />
            </Route>
            {CONSOLE_SECTIONS.flatMap((section) =>
              section.routes.map((route) => <Route key={route.path} path={route.path} component={route.page} />),
            )}
            <Route component={NotFound} />
          </Switch>
        </PageSlot>
      </ConsoleLayout>
    </ConsoleSessionContext.Provider>
  );
}
