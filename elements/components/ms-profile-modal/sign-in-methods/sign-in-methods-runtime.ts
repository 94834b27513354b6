import { signInMethodsClient } from '../../../core/membership/sign-in-methods-client';
import { membershipClient } from '../../../kit/membership/membership-runtime';

/** The passkey and two-step calls, on the page's one membership client and session. */
export const signInMethods = signInMethodsClient(membershipClient);
