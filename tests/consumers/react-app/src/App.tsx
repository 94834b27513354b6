import type { ChainforgeElement } from '@chainforge/elements';
import { BalanceCard, MsLoginModal } from '@chainforge/elements/react';
import { useRef, useState } from 'react';

export function App() {
  const [loginOpen, setLoginOpen] = useState(false);
  const [status, setStatus] = useState('Nobody signed in yet.');
  const card = useRef<ChainforgeElement<'balance-card'>>(null);

  return (
    <main>
      <h1>My React app</h1>
      <button type="button" onClick={() => setLoginOpen(true)}>
        Sign in
      </button>
      <p role="status">{status}</p>
      {loginOpen && (
        <MsLoginModal
          display="login"
          onClose={() => {
            setLoginOpen(false);
            setStatus('The login modal was closed.');
          }}
          onMsModalResult={(event) => {
            if (event.detail.type !== 'LOGIN') return;
            setLoginOpen(false);
            setStatus(`Signed in; the card is a <${card.current?.localName}>.`);
          }}
        />
      )}
      <BalanceCard ref={card} theme="light" onBalanceCardError={(event) => setStatus(event.detail.message)} />
    </main>
  );
}
