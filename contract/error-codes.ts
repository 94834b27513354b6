/**
 * Every code the server answers in `{ error: { code, message } }`, with the HTTP status it answers
 * it with and the message a person reads unless the server has a more specific one (a number, a
 * field, the next step). Codes follow Memberstack's where @memberstack/dom knows one, since sites
 * built on it read them. The server cannot answer a code that is not here (ApiError takes an
 * ErrorCode), so this is also the list a client has to be ready for.
 */
export const ERROR_CODES = {
  // Any request
  'bad-request': { status: 400, message: 'The request was not accepted.' },
  'malformed-json': { status: 400, message: 'The request body is not valid JSON.' },
  'json-too-deep': { status: 400, message: 'The request body nests arrays and objects too deeply.' },
  forbidden: { status: 403, message: 'This request is not allowed.' },
  'not-found': { status: 404, message: 'There is no such route.' },
  'method-not-allowed': { status: 405, message: 'This route does not accept this method.' },
  'payload-too-large': { status: 413, message: 'The request body is too large.' },
  'unsupported-media-type': { status: 415, message: 'Send the body as JSON with Content-Type: application/json.' },
  'validation-failed': { status: 422, message: 'Some fields of the request are missing or not valid.' },
  'too-many-requests': { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' },
  internal: { status: 500, message: 'Something went wrong on our side.' },
  'server-busy': { status: 503, message: 'The server is busy. Please try again in a few seconds.' },
  'development-route-local-only': {
    status: 403,
    message:
      'Development routes answer only browsers on the machine the server runs on. To reach them from elsewhere, start the server with DEV_ROUTES=on.',
  },

  // Credentials: product API tokens and member tokens alike
  unauthorized: { status: 401, message: 'Send an API token: Authorization: Bearer <token>.' },
  'login-required': { status: 401, message: 'Please log in: send Authorization: Bearer <member token>.' },
  'invalid-token': { status: 401, message: 'The token is not valid. Please log in again.' },
  'token-in-url': {
    status: 400,
    message:
      'An access token is never taken from a URL, where browser history and server logs keep it: send it in the Authorization header.',
  },
  'authentication-failed': { status: 401, message: 'Authentication failed: the membership token was not accepted.' },

  // The app a request names
  'missing-public-key': {
    status: 400,
    message: 'Name the app with its public key: X-API-Key: pk_... (pk_sb_... for test mode).',
  },
  'invalid-public-key': { status: 401, message: 'The public key does not belong to any app.' },
  'app-mismatch': { status: 400, message: 'X-APP-ID names a different app than the public key in X-API-Key.' },
  'origin-not-allowed': { status: 403, message: "This must be done from a page on one of the app's allowed origins." },
  'secret-key-not-accepted': {
    status: 401,
    message:
      'A secret key is accepted only by the admin API (/membership/admin/), from a server: a page names its app with the public key.',
  },
  'invalid-redirect': {
    status: 400,
    message: "The redirect must be an absolute URL on one of the app's allowed origins.",
  },

  // The admin API (/membership/admin/): a server with the app's secret key
  'invalid-secret-key': {
    status: 401,
    message: 'Send a live secret key of the app: X-API-Key: sk_... (sk_sb_... for test mode), from a server.',
  },
  'stripe-cleanup-unavailable': {
    status: 409,
    message:
      'This member has a Stripe customer or paid plans, and this service does not cancel subscriptions or delete customers in Stripe: do that in Stripe, then delete the member without deleteStripeCustomer or cancelStripeSubscriptions.',
  },

  // The console (/membership/console/): an app's owners, signed in with a cookie from the product's own pages
  'owner-sign-in-required': {
    status: 401,
    message: 'Sign in to the console as an owner of the app: your session has ended or was never started.',
  },
  'console-origin-refused': {
    status: 403,
    message: 'The console answers only its own pages: this request came from another origin.',
  },
  'owner-setup-required': {
    status: 403,
    message:
      'Finish signing in first: enter the code from your authenticator app, or set your password and authenticator.',
  },
  'owner-not-found': { status: 404, message: 'There is no such owner of this app.' },
  'last-owner': { status: 409, message: 'An app keeps at least one owner: invite another before removing this one.' },
  'already-owner': { status: 409, message: 'This email already belongs to an owner of the app.' },
  'invitation-not-found': { status: 404, message: 'There is no such open invitation.' },
  'invalid-invitation': {
    status: 400,
    message: 'This invitation has expired, was revoked or was already used. Ask an owner for a new one.',
  },
  'secret-key-not-found': {
    status: 404,
    message: 'There is no such live secret key of this app: it may be revoked already.',
  },
  'invalid-audit-cursor': {
    status: 400,
    message: 'The audit page cursor is not one this log gave: start from the first page.',
  },
  'invalid-import-file': {
    status: 422,
    message: 'This file cannot be imported: send a CSV of members with a header row and an Email column.',
  },
  'member-import-preview-mismatch': {
    status: 409,
    message: 'This file is not the one previewed, or its preview has expired: preview the file again, then import it.',
  },
  'import-report-not-found': {
    status: 404,
    message: 'There is no such import report in this app: only the newest imports are kept.',
  },

  // Signing up and in
  'invalid-credentials': { status: 401, message: 'The email or password is incorrect.' },
  'email-not-verified': {
    status: 403,
    message: 'Please verify your email address first: follow the link in the email we sent you.',
  },
  'signup-failed': {
    status: 400,
    message:
      'We could not create an account with these details. If you already have one, log in or reset your password.',
  },
  'invalid-captcha': { status: 400, message: 'Please complete the captcha.' },
  'passwordless-unavailable': { status: 400, message: 'This app does not offer sign-in by email code.' },
  'member-not-found': { status: 404, message: 'No account uses this email. Please sign up instead.' },

  // Two-step sign-in and passkeys
  'second-factor-required': {
    status: 403,
    message:
      'This account has two-step sign-in turned on, which this sign-in form cannot ask for. Please sign in on a form that offers the second step.',
  },
  'invalid-second-step-code': {
    status: 400,
    message: 'The code is not correct. Enter the current code from your authenticator app, or an unused backup code.',
  },
  'reauthentication-required': {
    status: 403,
    message:
      'For your security, confirm it is you before this change: enter your password or a code from your authenticator app.',
  },
  'second-step-expired': {
    status: 400,
    message: 'This sign-in has expired or had too many wrong codes. Please sign in again.',
  },
  'two-step-not-started': { status: 400, message: 'Start turning on two-step sign-in first: scan the new QR code.' },
  'two-step-already-on': { status: 409, message: 'Two-step sign-in is already turned on.' },
  'two-step-off': { status: 400, message: 'Two-step sign-in is not turned on.' },
  'passkey-not-found': { status: 404, message: 'There is no such passkey on your account.' },
  'passkey-expired': {
    status: 400,
    message: 'This passkey request has expired or was already used. Please try again.',
  },
  'passkey-failed': { status: 400, message: 'The passkey could not be verified. Please try again.' },

  // Codes sent by email
  'invalid-reset-code': { status: 400, message: 'The code is not correct. Check the latest email we sent you.' },
  'invalid-passwordless-login-code': {
    status: 400,
    message: 'The code is not correct. Check the latest email we sent you.',
  },
  'invalid-verification-code': { status: 400, message: 'The code is not correct. Check the latest email we sent you.' },

  // Passwords and email addresses
  'invalid-password': { status: 400, message: 'The current password is incorrect.' },
  'invalid-password-too-short': { status: 422, message: 'The password is too short.' },
  'invalid-password-too-long': { status: 422, message: 'The password is too long.' },
  'password-too-common': {
    status: 422,
    message: 'This password is one of the most common ones and easy to guess. Please choose another.',
  },
  'password-already-set': {
    status: 400,
    message: 'This account already has a password; change it with your current one.',
  },
  'email-already-in-use': { status: 400, message: 'Another account already uses this email address.' },
  'invalid-custom-fields': {
    status: 422,
    message: "customFields: only the app's visible custom fields can be updated.",
  },

  // Sign-in providers (Google, GitHub)
  'invalid-state': {
    status: 400,
    message: 'This sign-in has expired or was started in another browser. Please try again.',
  },
  'provider-unavailable': { status: 400, message: 'This sign-in provider is not available.' },
  'invalid-connect-ticket': {
    status: 401,
    message: 'This link to connect an account has expired or was already used. Please try connecting again.',
  },
  'provider-failed': { status: 400, message: 'Signing in with the provider did not work. Please try again.' },
  'provider-email-missing': {
    status: 400,
    message: 'The provider did not share an email address; sign up with email instead.',
  },
  'provider-not-connected': {
    status: 404,
    message:
      'No account is connected to this provider account. Sign up first, or log in and connect it from your profile.',
  },
  'provider-already-connected': { status: 409, message: 'This provider account is already connected to an account.' },
  'last-sign-in-method': {
    status: 400,
    message: 'This provider is your only way to sign in. Set a password before disconnecting it.',
  },

  // Plans and payments
  'plan-not-found': { status: 404, message: 'There is no such plan in this app.' },
  'plan-not-free': {
    status: 400,
    message: 'This plan is paid: it is bought through checkout and canceled in the billing portal.',
  },
  'plan-connection-not-found': { status: 404, message: 'You do not have this plan.' },
  'plan-already-active': { status: 409, message: 'You already have this plan. Manage it in the billing portal.' },
  'price-not-found': { status: 404, message: 'There is no such price in this app.' },
  'no-billing-account': { status: 400, message: 'You have no billing account yet: buy a plan first.' },
  'payments-unavailable': { status: 503, message: 'Payments are not configured on this server.' },
  'payment-provider-unavailable': {
    status: 502,
    message: 'The payment provider could not be reached. Please try again.',
  },
  'payment-provider-error': { status: 502, message: 'The payment provider refused the request.' },
  'checkout-session-invalid': {
    status: 400,
    message: 'This checkout page has expired or is not valid. Please start again from the site.',
  },
  'cross-origin-form': { status: 403, message: 'This form can only be sent from its own page.' },
  'malformed-form': { status: 400, message: 'The form could not be read.' },
  'webhook-not-configured': {
    status: 503,
    message:
      "Stripe webhooks are not configured on this server: set STRIPE_WEBHOOK_SECRET to the endpoint's signing secret (whsec_...).",
  },
  'invalid-signature': {
    status: 400,
    message: 'The Stripe-Signature header is missing, does not match the body, or is too old.',
  },
  'malformed-event': { status: 400, message: 'The body is not a Stripe event.' },

  // Teams
  'team-not-found': { status: 404, message: 'There is no such team, or you are not one of its members.' },
  'team-owner-only': { status: 403, message: 'Only the team owner can do this.' },
  'team-member-not-found': { status: 404, message: 'That member is not on this team.' },
  'cannot-remove-owner': { status: 403, message: 'The team owner cannot be removed from the team.' },
  'invalid-invite-token': {
    status: 400,
    message: 'This invite link is not valid any more. Ask the team owner for a new one.',
  },
  'team-full': { status: 409, message: 'This team has no free seats. Ask the team owner to upgrade.' },
  'already-team-member': { status: 409, message: 'You are already a member of this team.' },

  // Content and profile images
  'content-not-found': { status: 404, message: 'There is no secure content with this id.' },
  'content-forbidden': { status: 403, message: 'Your plan does not include this content.' },
  'malformed-multipart': { status: 400, message: 'Send the image as multipart/form-data with a profileImage file.' },
  'file-size-too-large': { status: 413, message: 'The image must be smaller than 4,000,000 bytes.' },
  'invalid-file-type': { status: 422, message: 'The file is not an image: send a PNG, JPEG, GIF or WebP.' },

  // Comments
  'comment-not-found': { status: 404, message: 'There is no such comment. It may have been deleted.' },
  'comment-author-only': { status: 403, message: 'Only the author can change or delete this comment.' },
  'comment-banned': { status: 403, message: 'You can no longer comment here.' },
  'comment-blocked-word': {
    status: 422,
    message: 'The comment contains a word this site does not allow. Please reword it.',
  },
  'comment-channel-locked': { status: 403, message: 'Comments here are closed.' },
  'comment-plan-required': { status: 403, message: 'Comments here are open to members with a plan.' },
  'comment-channel-not-found': { status: 404, message: 'There is no comment channel with this id in this app.' },
  'unsubscribe-link-invalid': {
    status: 400,
    message: 'This unsubscribe link is not valid. Turn reply emails off where you comment instead.',
  },
} as const satisfies Record<string, { status: ErrorStatus; message: string }>;

/** The statuses errors are answered with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export type ErrorCode = keyof typeof ERROR_CODES;

/** What every failed request answers. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

/**
 * Each code's default message, in the shape a site's own wording overrides:
 * `{ ...ERROR_MESSAGES, 'invalid-credentials': 'Wrong email or password' }`.
 */
export const ERROR_MESSAGES = Object.fromEntries(
  Object.entries(ERROR_CODES).map(([code, { message }]) => [code, message]),
) as Record<ErrorCode, string>;
