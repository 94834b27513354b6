// One production instance for the benchmark through nginx: configured from the environment as
// `npm start` is, with the sign-in, sign-up and comment-writing limits out of the way (they would
// answer 429 long before the servers are the bound). Stops on SIGTERM.
import { loadConfig } from '../../../server/config';
import { startServer } from '../../../server/server';

const unlimited = { limit: 1_000_000_000 };
const server = await startServer(loadConfig(), {
  membership: {
    rateLimits: {
      loginPerIp: unlimited,
      loginFailuresPerPair: unlimited,
      signupPerIp: unlimited,
      commentWritePerMember: unlimited,
      commentWritePerIp: unlimited,
    },
  },
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
