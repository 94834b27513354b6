import { configure } from '@chainforge/elements';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// Where the Chain Forge product runs (`npm start` serves it on port 4173).
const product = import.meta.env.VITE_CHAINFORGE_URL ?? 'http://127.0.0.1:4173';

configure({
  publicKey: 'pk_sb_chainforge_demo',
  apiUrl: `${product}/membership`,
  productApiUrl: `${product}/api`,
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
