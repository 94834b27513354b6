import { createRoot } from 'react-dom/client';
import { App } from './app';
import { configureDashboard } from './dashboard-settings';
import { startSession } from './session';

configureDashboard();
// The app mounts only after the session check, so no route renders with a stale auth state.
void startSession().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
});
