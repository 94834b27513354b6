// The reference: a hashing queue that never refuses, so every hash waits its turn, as before the bound.
import { serveForSignInFlood } from './sign-in-flood-server';

await serveForSignInFlood({ maxWaiting: Infinity });
