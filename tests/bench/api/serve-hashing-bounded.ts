// The hashing queue with its production bounds.
import { serveForSignInFlood } from './sign-in-flood-server';

await serveForSignInFlood({});
