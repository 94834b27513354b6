// The one Chromium every test layer and benchmark launches: CHROME_PATH, else the system's.
import { existsSync } from 'node:fs';

export const chromiumPath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);

// Quiet in a closed network: no background fetches, updates or sync.
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumLaunchOptions = { ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs };
