// First, so that the start-up check is under way before the rest of the app's code runs.
import { sessionStarted } from './session-start';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The app mounts once the session is known (signed in, signed out, or single sign-on done), so no
// route renders with a stale auth state.
void sessionStarted.then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
});
