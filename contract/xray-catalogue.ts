/**
 * The inspector's catalogue: what the X-ray tells a builder about each
 * `data-ms-*` attribute it finds, each error and warning its scan reports, and the two cart states
 * (a plan or price waiting in sessionStorage). The scan engine fills the messages, the sidebar
 * shows titles, descriptions and help, and the product serves the same entries as its attribute
 * reference at `/docs/attributes` (one anchor per entry id, which is what `documentationLink`
 * names). DOM-free: the server imports it too.
 *
 * Descriptions and help are HTML limited to p, strong, em, code, a, ul, ol, li and br, with links
 * only to http(s) or same-site paths. They are ours, and still sanitised wherever they are shown.
 */

/** Every kind of item the sidebar lists; the catalogue holds the first four kinds' texts. */
export type XrayItemType = 'cart' | 'found' | 'plan-price-clicked' | 'content-removed' | 'error' | 'warning';

/** The kinds of item that have catalogue entries. */
export type XrayCatalogueType = Extract<XrayItemType, 'cart' | 'found' | 'error' | 'warning'>;

export interface XrayHelpItem {
  title: string;
  /** HTML (see the file's comment for what it may hold). */
  description: string;
}

export interface XrayCatalogueEntry {
  /** Unique; also the anchor of the entry on `/docs/attributes`. */
  id: string;
  type: XrayCatalogueType;
  title: string;
  /** HTML (see the file's comment for what it may hold). */
  description: string;
  /**
   * Errors and warnings: what the scan reports, as plain text (never HTML: it may name a tag such
   * as `<head>`), with `{name}` placeholders the scan fills
   * (`{attribute}` the attribute as written, `{value}` its value, and per entry the others named
   * in its template). Empty for found and cart entries.
   */
  message: string;
  helpItems: XrayHelpItem[];
  /** `/docs/attributes#<id>`: a path on the product's own server (see documentationUrl). */
  documentationLink: string;
  /**
   * Found items: the attribute as a builder writes it, with its value when the entry is for one
   * value (`data-ms-form="login"`), without when any value is meant (`data-ms-member`).
   * Cart items: the sessionStorage key.
   */
  dataAttribute?: string;
}

/** Every error and warning id the inspector reports, in the order its panel lists them. */
export const XRAY_ERROR_IDS = [
  'broken-plan-suffix',
  'broken-price-suffix',
  'broken-plan-button',
  'broken-price-button',
  'missing-attribute-value',
  'image-inside-profile-form',
  'image-inside-signup-form',
  'image-inside-comment-form',
  'extra-login-elements',
  'orphan-commenting-ui',
  'post-in-thread',
  'plan-on-social-auth',
  'private-custom-field',
  'misplaced-form-attribute',
  'duplicate-install-code',
  'missing-login-elements',
  'missing-signup-elements',
  'incorrect-plan-id',
  'incorrect-price-id',
  'unsafe-redirect',
  'off-site-redirect',
] as const;

export const XRAY_WARNING_IDS = [
  'missing-redirect',
  'misplaced-install-code',
  'plan-without-action',
  'price-without-action',
] as const;

export type XrayErrorId = (typeof XRAY_ERROR_IDS)[number];
export type XrayWarningId = (typeof XRAY_WARNING_IDS)[number];
export type XrayIssueId = XrayErrorId | XrayWarningId;

/** The sessionStorage keys of a pending plan or price selection. */
export const CART_STORAGE_KEYS = { plan: 'ms_plan', price: 'ms_price' } as const;

/** The private custom field check runs this long after the first scan. */
export const PRIVATE_FIELD_CHECK_DELAY_MS = 1000;

/** The file name of the CDN bundle's script: the install code the scan counts. */
export const INSTALL_SCRIPT_FILE = 'chainforge-elements.js';

export const DOCUMENTATION_PATH = '/docs/attributes';

// ---------------------------------------------------------------------------------------------
// Help advice, shared by the entries it applies to.

const HELP = {
  socialLogin: {
    title: 'Social sign-in does not work?',
    description:
      '<p>Each provider signs members in through <strong>your own</strong> developer account with that provider (an OAuth client at Google, an OAuth app at GitHub, and so on). Create one per provider and enter its keys in the app settings.</p><p>Running the product locally, the development sign-in provider answers for every provider instead.</p>',
  },
  emailDelivery: {
    title: 'No email arrived?',
    description:
      '<p>Emails should arrive within 30 seconds. Check the spam folder; if nothing has arrived after that, contact support.</p><p>Running the product locally, every mail it sends is in the <a href="/dev/mailbox">development mailbox</a>.</p>',
  },
  testModeComments: {
    title: 'Comments missing on the live site?',
    description:
      '<p>Comments posted in test mode are visible only in test mode, and live comments only on the live site: test and live members never see each other.</p>',
  },
  imageNotInForms: {
    title: 'Why can the profile-image button not be in a form?',
    description:
      '<p>Profile-image buttons cannot be in forms: a button inside a form submits that form when clicked, so the image picker never opens. Place the button outside the form, for example beside it.</p>',
  },
  paidPlanRemoval: {
    title: 'Removing paid and free plans',
    description:
      '<p>The paid-plan attribute <code>data-ms-price:remove="all"</code> removes only paid plans. Free plans need the plan remove attribute, <code>data-ms-plan:remove="pln_..."</code>, one per plan.</p>',
  },
  checkoutLoggedIn: {
    title: 'Checkout does not open?',
    description:
      '<p>Checkout launches only for logged-in members. A visitor who clicks has the price kept in <code>sessionStorage.ms_price</code> and sees signup first; checkout opens once they have signed up.</p>',
  },
  loginRedirectLoggedIn: {
    title: 'The button does not show?',
    description:
      '<p>The login-redirect button only shows to a logged-in member. Log in (for example with a test member) to see and try it.</p>',
  },
  redirectTargets: {
    title: 'Where can a redirect lead?',
    description:
      "<p>To a path on this site (<code>/welcome</code>, <code>welcome</code>, <code>?tab=plans</code>) or a full http(s) URL on this site or on one of the origins in the app's allowed origins. To send members to another site of yours, add its origin to the app's allowed origins.</p>",
  },
  gatedContent: {
    title: 'How gated content behaves',
    description:
      '<p>Content that needs a permission the visitor lacks (signed in for <code>members</code>, a plan of the group for a content group key) is hidden and removed from the page; otherwise it is left as it is. A leading exclamation mark inverts this: <code>data-ms-content="!members"</code> shows only to visitors.</p><p>Gating in the page is presentation: anything that must stay secret belongs in secure content served by the membership service.</p>',
  },
  memberDataVisibility: {
    title: 'Who sees member data?',
    description:
      '<p>Member data is visible only to that member: each signed-in member sees their own values, and visitors see the element as written in the page.</p>',
  },
  creatorDataPublic: {
    title: 'Why is the comment creator data empty?',
    description:
      "<p>Comment creator data is public only if the custom field is public. Set the field's visibility to <strong>public</strong> in the app settings; a private field shows nothing to other members.</p>",
  },
  testCards: {
    title: 'Paying in test mode',
    description:
      '<p>In test mode checkout takes test cards only, such as Visa <code>4242 4242 4242 4242</code> with any future date and any CVC. No money moves.</p>',
  },
} satisfies Record<string, XrayHelpItem>;

// ---------------------------------------------------------------------------------------------

type EntryInput = Omit<XrayCatalogueEntry, 'documentationLink' | 'message' | 'helpItems'> & {
  message?: string;
  helpItems?: XrayHelpItem[];
};

const entry = ({ message = '', helpItems = [], ...rest }: EntryInput): XrayCatalogueEntry => ({
  ...rest,
  message,
  helpItems,
  documentationLink: `${DOCUMENTATION_PATH}#${rest.id}`,
});

const found = (id: string, dataAttribute: string, title: string, description: string, helpItems?: XrayHelpItem[]) =>
  entry({ id, type: 'found', title, description, dataAttribute, ...(helpItems ? { helpItems } : {}) });

const FORM_HELP_PARAGRAPH =
  '<p>Put the attribute on the <code>&lt;form&gt;</code> element itself; the inputs inside it carry <code>data-ms-member</code>. A <code>data-ms-message="error"</code> or <code>"success"</code> element inside shows the outcome, else a toast does.</p>';

const CART_ENTRIES: XrayCatalogueEntry[] = [
  entry({
    id: 'ready-for-signup',
    type: 'cart',
    title: 'Ready for Signup',
    dataAttribute: CART_STORAGE_KEYS.plan,
    description:
      '<p>A visitor picked a free plan (<code>data-ms-plan:add</code>) before signing up. The plan waits in <code>sessionStorage.ms_plan</code> and is added when they sign up in this tab.</p>',
  }),
  entry({
    id: 'ready-for-checkout',
    type: 'cart',
    title: 'Ready for Checkout',
    dataAttribute: CART_STORAGE_KEYS.price,
    description:
      '<p>A visitor picked a price (<code>data-ms-price:add</code>) before signing up. The price waits in <code>sessionStorage.ms_price</code>; checkout opens once they have signed up in this tab.</p>',
    helpItems: [HELP.checkoutLoggedIn, HELP.testCards],
  }),
];

const FOUND_ENTRIES: XrayCatalogueEntry[] = [
  // Plans and prices
  found(
    'plan-add',
    'data-ms-plan:add',
    'Add a free plan',
    "<p>A click adds the free plan named by the value (<code>pln_...</code>) to the signed-in member. A visitor's click keeps it in <code>sessionStorage.ms_plan</code> and opens signup, which adds it. On a signup form, the plan is added at signup.</p>",
  ),
  found(
    'plan-update',
    'data-ms-plan:update',
    'Switch to a free plan',
    '<p>A click gives the signed-in member the free plan named by the value (<code>pln_...</code>) in place of the free plan they have.</p>',
  ),
  found(
    'plan-remove',
    'data-ms-plan:remove',
    'Remove a free plan',
    '<p>A click removes the free plan named by the value (<code>pln_...</code>) from the signed-in member.</p>',
    [HELP.paidPlanRemoval],
  ),
  found(
    'price-add',
    'data-ms-price:add',
    'Buy a paid plan',
    "<p>A click opens checkout for the price named by the value (<code>prc_...</code>). A visitor's click keeps the price in <code>sessionStorage.ms_price</code> and opens signup, then checkout. Checkout takes one plan or product at a time.</p>",
    [HELP.checkoutLoggedIn, HELP.testCards],
  ),
  found(
    'price-update',
    'data-ms-price:update',
    'Change a paid plan',
    "<p>A click moves the signed-in member's paid plan to the price named by the value (<code>prc_...</code>).</p>",
    [HELP.checkoutLoggedIn],
  ),
  found(
    'price-remove',
    'data-ms-price:remove',
    'Cancel paid plans',
    "<p>With the value <code>all</code>, a click cancels the signed-in member's paid plans.</p>",
    [HELP.paidPlanRemoval],
  ),

  // Forms
  found(
    'form-signup',
    'data-ms-form="signup"',
    'Signup form',
    `<p>Submitting signs the visitor up with the email (<code>data-ms-member="email"</code>), the password (<code>data-ms-member="password"</code>) and every <code>data-ms-member="&lt;custom field key&gt;"</code> input. A <code>data-ms-plan:add</code> on the form adds that free plan; <code>data-ms-redirect</code> says where to go next.</p>${FORM_HELP_PARAGRAPH}`,
    [HELP.emailDelivery, HELP.socialLogin],
  ),
  found(
    'form-login',
    'data-ms-form="login"',
    'Login form',
    `<p>Submitting signs the member in with the email and password inputs, without a page load, then goes to the form's <code>data-ms-redirect</code>, else stays and updates the page. Only email and password belong in it.</p>${FORM_HELP_PARAGRAPH}`,
    [HELP.socialLogin],
  ),
  found(
    'form-passwordless-signup',
    'data-ms-form="passwordless-signup"',
    'Passwordless signup form',
    `<p>The first submit mails a six-digit code to the email and opens the code screen; the code signs the new member up. No password input is needed.</p>${FORM_HELP_PARAGRAPH}`,
    [HELP.emailDelivery],
  ),
  found(
    'form-passwordless-login',
    'data-ms-form="passwordless-login"',
    'Passwordless login form',
    `<p>The first submit mails a six-digit code to the email and opens the code screen; the code signs the member in.</p>${FORM_HELP_PARAGRAPH}`,
    [HELP.emailDelivery],
  ),
  found(
    'form-forgot-password',
    'data-ms-form="forgot-password"',
    'Forgot password form',
    `<p>Submitting mails a reset code to the email. Give it a <code>data-ms-redirect</code> to the page with your reset-password form.</p>${FORM_HELP_PARAGRAPH}`,
    [HELP.emailDelivery],
  ),
  found(
    'form-reset-password',
    'data-ms-form="reset-password"',
    'Reset password form',
    `<p>Submitting sets a new password with the mailed code (<code>data-ms-member="token"</code>) and the new password (<code>data-ms-member="password"</code>).</p>${FORM_HELP_PARAGRAPH}`,
    [HELP.emailDelivery],
  ),
  found(
    'form-profile',
    'data-ms-form="profile"',
    'Profile form',
    `<p>Prefilled with the signed-in member's custom fields; submitting saves every <code>data-ms-member="&lt;custom field key&gt;"</code> input.</p>${FORM_HELP_PARAGRAPH}`,
    [HELP.memberDataVisibility, HELP.imageNotInForms],
  ),
  found(
    'form-password',
    'data-ms-form="password"',
    'Change password form',
    `<p>Changes the signed-in member's password with <code>data-ms-member="current-password"</code> and <code>data-ms-member="new-password"</code> inputs.</p>${FORM_HELP_PARAGRAPH}`,
  ),
  found(
    'form-email',
    'data-ms-form="email"',
    'Change email form',
    `<p>Prefilled with the signed-in member's email; submitting saves the new one.</p>${FORM_HELP_PARAGRAPH}`,
    [HELP.emailDelivery],
  ),
  found(
    'redirect',
    'data-ms-redirect',
    'Where a form goes next',
    '<p>On a form: the page to go to after it succeeds, as a path (<code>/welcome</code>) or a full URL.</p>',
  ),

  // Commenting
  found(
    'commenting-channel',
    'data-ms-channel',
    'Commenting channel',
    "<p>The element holding one channel's comments; the value is the channel's key. Threads (<code>data-ms-thread</code>) and posts (<code>data-ms-post</code>) go inside it.</p>",
    [HELP.testModeComments],
  ),
  found(
    'commenting-thread',
    'data-ms-thread',
    'Comment thread',
    '<p>Part of a thread of replies (its list, item, form or content). It stands inside a <code>data-ms-channel</code> element.</p>',
    [HELP.testModeComments],
  ),
  found(
    'commenting-post',
    'data-ms-post',
    'Comment post',
    '<p>Part of a post (its list, item, form, content or votes). It stands inside a <code>data-ms-channel</code> element, and only <code>data-ms-post="showThreads"</code> may stand inside a thread.</p>',
    [HELP.testModeComments],
  ),
  found(
    'post-creator',
    'data-ms-post-creator',
    'Post creator data',
    "<p>Shows a custom field of the post's author; the value is the custom field's key.</p>",
    [HELP.creatorDataPublic, HELP.testModeComments],
  ),
  found(
    'thread-creator',
    'data-ms-thread-creator',
    'Thread reply creator data',
    "<p>Shows a custom field of the reply's author; the value is the custom field's key.</p>",
    [HELP.creatorDataPublic, HELP.testModeComments],
  ),

  // Actions
  found(
    'action-logout',
    'data-ms-action="logout"',
    'Log out button',
    '<p>A click signs the member out, here and in every other tab.</p>',
  ),
  found(
    'action-customer-portal',
    'data-ms-action="customer-portal"',
    'Billing portal button',
    '<p>A click opens the billing portal, where the signed-in member manages payment methods, invoices and paid plans.</p>',
    [HELP.checkoutLoggedIn],
  ),
  found(
    'action-resend-verification-email',
    'data-ms-action="resend-verification-email"',
    'Resend verification email button',
    "<p>A click mails the signed-in member's email verification code again.</p>",
    [HELP.emailDelivery],
  ),
  found(
    'action-login-redirect',
    'data-ms-action="login-redirect"',
    'Login redirect button',
    "<p>A click takes a signed-in member to the app's after-login page.</p>",
    [HELP.loginRedirectLoggedIn],
  ),
  found(
    'action-profile-image',
    'data-ms-action="profile-image"',
    'Profile image button',
    '<p>A click lets the signed-in member pick a new profile image (an image file under 2 MB), which is uploaded at once.</p>',
    [HELP.imageNotInForms],
  ),
  found(
    'action-passkey-login',
    'data-ms-action="passkey-login"',
    'Passkey sign-in button',
    '<p>A click signs the visitor in with a passkey they pick in the browser (one they added in the profile modal, under Security), then goes on as a login form does. Passkeys work on <code>https://</code> pages and on <code>http://localhost</code>, never on an IP address.</p>',
  ),

  // Modals
  found('modal-signup', 'data-ms-modal="signup"', 'Opens the signup modal', '<p>A click opens the signup modal.</p>', [
    HELP.emailDelivery,
  ]),
  found('modal-login', 'data-ms-modal="login"', 'Opens the login modal', '<p>A click opens the login modal.</p>', [
    HELP.socialLogin,
  ]),
  found(
    'modal-profile',
    'data-ms-modal="profile"',
    'Opens the profile modal',
    '<p>A click opens the profile modal of the signed-in member: profile, security, plans and team.</p>',
  ),
  found(
    'modal-forgot-password',
    'data-ms-modal="forgot-password"',
    'Opens the forgot password modal',
    '<p>A click opens the modal that mails a password reset code.</p>',
    [HELP.emailDelivery],
  ),

  // Member data and gated content
  found(
    'member-data',
    'data-ms-member',
    'Member data',
    "<p>On an input inside a form: the field the form reads or fills (<code>email</code>, <code>password</code>, <code>token</code>, <code>current-password</code>, <code>new-password</code> or a custom field key). On any other element: shows that value of the signed-in member (<code>email</code>, <code>id</code>, <code>signup-date</code>, <code>profile-image</code> as an image's <code>src</code>, or a custom field key).</p>",
    [HELP.memberDataVisibility],
  ),
  found(
    'gated-content',
    'data-ms-content',
    'Gated content',
    "<p>Shown only to whom the value names: <code>members</code> (signed in), or a content group key (members with one of the group's plans). A leading <code>!</code> inverts it. Hidden content is removed from the page, without a flash before the member is known.</p>",
    [HELP.gatedContent],
  ),

  // Social providers
  ...(
    [
      ['google', 'Google'],
      ['facebook', 'Facebook'],
      ['linkedin', 'LinkedIn'],
      ['dribbble', 'Dribbble'],
      ['spotify', 'Spotify'],
      ['github', 'GitHub'],
    ] as const
  ).map(([provider, name]) =>
    found(
      `auth-provider-${provider}`,
      `data-ms-auth-provider="${provider}"`,
      `Continue with ${name}`,
      `<p>A click signs in or signs up with ${name}, when ${name} is one of the app's sign-in providers. Inside a signup form, the new member also gets the form's free plan.</p>`,
      [HELP.socialLogin],
    ),
  ),
];

const ERROR_ENTRIES: XrayCatalogueEntry[] = [
  entry({
    id: 'broken-plan-suffix',
    type: 'error',
    title: 'Broken plan attribute suffix',
    description:
      '<p>A plan attribute needs one of the suffixes <code>:add</code>, <code>:update</code> or <code>:remove</code>, as in <code>data-ms-plan:add="pln_..."</code>. Without it, nothing happens on a click.</p>',
    message: "The {attribute} attribute's suffix is incorrect (e.g. :add, :update, :remove).",
  }),
  entry({
    id: 'broken-price-suffix',
    type: 'error',
    title: 'Broken price attribute suffix',
    description:
      '<p>A price attribute needs one of the suffixes <code>:add</code>, <code>:update</code> or <code>:remove</code>, as in <code>data-ms-price:add="prc_..."</code>. Without it, nothing happens on a click.</p>',
    message: "The {attribute} attribute's suffix is incorrect (e.g. :add, :update, :remove).",
  }),
  entry({
    id: 'broken-plan-button',
    type: 'error',
    title: 'Broken plan button',
    description:
      '<p>A plan button\'s value is the ID of a free plan, starting <code>pln_</code>: <code>data-ms-plan:add="pln_..."</code>. Copy the ID from the app\'s plans.</p>',
    message: 'The {attribute} attribute needs {expected}; its value is "{value}".',
  }),
  entry({
    id: 'broken-price-button',
    type: 'error',
    title: 'Broken price button',
    description:
      '<p>A price button\'s value is the ID of a price, starting <code>prc_</code>: <code>data-ms-price:add="prc_..."</code> or <code>data-ms-price:update="prc_..."</code>. <code>data-ms-price:remove</code> takes the value <code>all</code>.</p>',
    message: 'The {attribute} attribute needs {expected}; its value is "{value}".',
    helpItems: [HELP.paidPlanRemoval],
  }),
  entry({
    id: 'missing-attribute-value',
    type: 'error',
    title: 'Attribute without a value',
    description:
      '<p>This attribute does nothing without a value: a form type, a modal, an action, a member field, a content group, a provider, a channel key or a custom field key.</p>',
    message: 'The {attribute} attribute has no value.',
  }),
  entry({
    id: 'image-inside-profile-form',
    type: 'error',
    title: 'Profile image button inside a profile form',
    description:
      '<p>A <code>data-ms-action="profile-image"</code> button inside the profile form submits the form instead of opening the image picker.</p>',
    message:
      'This profile-image button is inside a profile form, so a click submits the form: move it outside the form.',
    helpItems: [HELP.imageNotInForms],
  }),
  entry({
    id: 'image-inside-signup-form',
    type: 'error',
    title: 'Profile image button inside a signup form',
    description:
      '<p>A <code>data-ms-action="profile-image"</code> button inside a signup form submits the form instead of opening the image picker; a visitor has no profile to put an image on yet either.</p>',
    message:
      'This profile-image button is inside a signup form, so a click submits the form: move it outside the form.',
    helpItems: [HELP.imageNotInForms],
  }),
  entry({
    id: 'image-inside-comment-form',
    type: 'error',
    title: 'Profile image button inside a comment form',
    description:
      '<p>A <code>data-ms-action="profile-image"</code> button inside a comment form posts the comment instead of opening the image picker.</p>',
    message:
      'This profile-image button is inside a comment form, so a click submits the form: move it outside the form.',
    helpItems: [HELP.imageNotInForms, HELP.testModeComments],
  }),
  entry({
    id: 'extra-login-elements',
    type: 'error',
    title: 'Extra fields in a login form',
    description:
      '<p>A login form reads only <code>data-ms-member="email"</code> and <code>data-ms-member="password"</code>; any other member field in it is ignored, and a required one keeps the form from being sent.</p>',
    message: 'A login form takes only email and password: data-ms-member="{value}" does not belong in it.',
  }),
  entry({
    id: 'orphan-commenting-ui',
    type: 'error',
    title: 'Commenting element outside a channel',
    description:
      "<p>Threads (<code>data-ms-thread</code>) and posts (<code>data-ms-post</code>) show a channel's comments, so they stand inside a <code>data-ms-channel</code> element.</p>",
    message: 'The {attribute} element is not inside a data-ms-channel element, so it has no comments to show.',
    helpItems: [HELP.testModeComments],
  }),
  entry({
    id: 'post-in-thread',
    type: 'error',
    title: 'Post element inside a thread',
    description:
      '<p>Inside a thread (<code>data-ms-thread</code>) only <code>data-ms-post="showThreads"</code> may stand; other post elements belong to the post around the thread.</p>',
    message:
      'data-ms-post="{value}" is inside a thread (data-ms-thread): only data-ms-post="showThreads" may stand there.',
    helpItems: [HELP.testModeComments],
  }),
  entry({
    id: 'plan-on-social-auth',
    type: 'error',
    title: 'Plan or price on a social sign-in button',
    description:
      '<p>A social sign-in button (<code>data-ms-auth-provider</code>) does not add plans or start checkout. To give new members a free plan, put <code>data-ms-plan:add</code> on the signup form around the button; sell a paid plan with a separate <code>data-ms-price:add</code> button.</p>',
    message:
      'The {attribute} attribute is on a social sign-in button (data-ms-auth-provider), where it does nothing: put it on the signup form instead.',
    helpItems: [HELP.socialLogin],
  }),
  entry({
    id: 'private-custom-field',
    type: 'error',
    title: 'Comment creator data from a private field',
    description:
      "<p>Comment creator data shows the author's custom field to everyone reading the comments, which only a <strong>public</strong> custom field allows. This one is private, so it shows nothing.</p>",
    message:
      'The {attribute} attribute names the custom field "{value}", which is private: comment creator data shows only public custom fields.',
    helpItems: [HELP.creatorDataPublic],
  }),
  entry({
    id: 'misplaced-form-attribute',
    type: 'error',
    title: 'Form attribute on an element that is not a form',
    description:
      '<p><code>data-ms-form</code> goes on the <code>&lt;form&gt;</code> element itself: on a wrapper around it, the form is sent as an ordinary form and reloads the page.</p>',
    message: 'data-ms-form="{value}" is on a <{tag}> element: it belongs on the <form> element itself.',
  }),
  entry({
    id: 'duplicate-install-code',
    type: 'error',
    title: 'Install code added more than once',
    description:
      '<p>The Chain Forge script tag (<code>chainforge-elements.js</code>) belongs in the page once, in the head. A second copy loads nothing new and may come with other settings (another public key) than the first.</p>',
    message: 'The Chain Forge script is on this page {count} times: keep one, in the head.',
  }),
  entry({
    id: 'missing-login-elements',
    type: 'error',
    title: 'Missing Login Elements',
    description:
      '<p>A login form needs an email input (<code>data-ms-member="email"</code>) and either a password input (<code>data-ms-member="password"</code>) or a social sign-in button (<code>data-ms-auth-provider</code>).</p>',
    message: 'Missing Login Elements: this login form has no {missing}.',
    helpItems: [HELP.socialLogin],
  }),
  entry({
    id: 'missing-signup-elements',
    type: 'error',
    title: 'Missing Signup Elements',
    description:
      '<p>A signup form needs an email input (<code>data-ms-member="email"</code>) and either a password input (<code>data-ms-member="password"</code>) or a social sign-in button (<code>data-ms-auth-provider</code>). For signup without a password, use <code>data-ms-form="passwordless-signup"</code>.</p>',
    message: 'Missing Signup Elements: this signup form has no {missing}.',
    helpItems: [HELP.socialLogin],
  }),
  entry({
    id: 'incorrect-plan-id',
    type: 'error',
    title: 'Incorrect plan ID',
    description:
      '<p>The value is not the ID of one of this app\'s free plans: it may belong to another project, or to a plan that has since been deleted. Paid plans are bought through one of their prices (<code>data-ms-price:add="prc_..."</code>), not their plan ID.</p>',
    message:
      'The {attribute} attribute names "{value}", which is not a free plan of this app (another project\'s ID, or a paid plan?).',
  }),
  entry({
    id: 'incorrect-price-id',
    type: 'error',
    title: 'Incorrect price ID',
    description:
      "<p>The value is not the ID of a price of this app's paid plans: it may belong to another project, or to a price that has since been removed.</p>",
    message: 'The {attribute} attribute names "{value}", which is not a price of this app (another project\'s ID?).',
    helpItems: [HELP.checkoutLoggedIn],
  }),
  entry({
    id: 'unsafe-redirect',
    type: 'error',
    title: 'Redirect that is never followed',
    description:
      "<p>After a success the page follows <code>data-ms-redirect</code> only when it is a relative path (<code>/welcome</code>) or an http(s) URL on this site or one of the app's allowed origins. A <code>javascript:</code> or <code>data:</code> URL would run or show code that is not the site's, and a <code>//host</code> address leads to another site, so the page goes to <code>/</code> of this site instead.</p>",
    message:
      'The {attribute} value "{value}" is not followed: it {reason}. After a success the page goes to / instead.',
    helpItems: [HELP.redirectTargets],
  }),
  entry({
    id: 'off-site-redirect',
    type: 'error',
    title: 'Redirect to another site',
    description:
      "<p>The redirect leads to an origin that is neither this page's nor one of the app's allowed origins, so after a success the page goes to <code>/</code> of this site instead: a redirect anywhere would let a link to your page send your members to a look-alike site.</p>",
    message:
      'The {attribute} value "{value}" is not followed: it {reason}. After a success the page goes to / instead.',
    helpItems: [HELP.redirectTargets],
  }),
];

// A plan or price button that leads nowhere is told what to add for the element it is: a link
// lacks a page to go to, while a <button> (or any other element) can have no link and lacks the modal.
const WITHOUT_ACTION_MESSAGE = 'The {attribute} {element} has {lacks}: {fix}.';

const withoutActionDescription = (family: 'plan' | 'price') =>
  `<p>A ${family} button that leads nowhere gives a visitor nothing to see but the signup that follows. What to add depends on the element:</p><ul><li>a link (<code>&lt;a&gt;</code>) without an <code>href</code>, or with an empty or <code>#</code> one: the <code>href</code> of a page, or <code>data-ms-modal="signup"</code>;</li><li>a <code>&lt;button&gt;</code> or any other element, which has no link: <code>data-ms-modal="signup"</code>, or make it a link to a page.</li></ul>`;

/**
 * The fields of a plan-without-action or price-without-action message for the element flagged:
 * its tag name (lower case) and its href attribute as written (null when it has none).
 */
export function withoutActionFields(
  tagName: string,
  href: string | null,
): { element: string; lacks: string; fix: string } {
  if (tagName === 'a') {
    return {
      element: 'link',
      lacks: href === null ? 'no href and no data-ms-modal' : 'an empty or "#" href and no data-ms-modal',
      fix: 'give it the href of a page, or add data-ms-modal="signup"',
    };
  }
  return {
    element: tagName === 'button' ? 'button' : `<${tagName}> element`,
    lacks: 'no data-ms-modal',
    fix: 'add data-ms-modal="signup", or make it a link to a page',
  };
}

const WARNING_ENTRIES: XrayCatalogueEntry[] = [
  entry({
    id: 'missing-redirect',
    type: 'warning',
    title: 'Forgot password form without a redirect',
    description:
      '<p>After a forgot-password form mails the reset code, the member needs the reset-password form. Give the form a <code>data-ms-redirect</code> to the page that has it.</p>',
    message: 'This forgot-password form has no data-ms-redirect: point it at the page with your reset-password form.',
    helpItems: [HELP.emailDelivery],
  }),
  entry({
    id: 'misplaced-install-code',
    type: 'warning',
    title: 'Install code outside the head',
    description:
      "<p>The Chain Forge script tag belongs in the page's <code>&lt;head&gt;</code>: from the body it starts later, and gated content can show before it is hidden.</p>",
    message: "The Chain Forge script is not in the page's head: move it into <head>.",
  }),
  entry({
    id: 'plan-without-action',
    type: 'warning',
    title: 'Plan button without a link or modal',
    description: withoutActionDescription('plan'),
    message: WITHOUT_ACTION_MESSAGE,
  }),
  entry({
    id: 'price-without-action',
    type: 'warning',
    title: 'Price button without a link or modal',
    description: withoutActionDescription('price'),
    message: WITHOUT_ACTION_MESSAGE,
    helpItems: [HELP.checkoutLoggedIn],
  }),
];

/** Every entry: cart states, attributes found, errors, warnings (the reference page's order). */
export const XRAY_CATALOGUE: readonly XrayCatalogueEntry[] = [
  ...CART_ENTRIES,
  ...FOUND_ENTRIES,
  ...ERROR_ENTRIES,
  ...WARNING_ENTRIES,
];

const BY_ID = new Map(XRAY_CATALOGUE.map((item) => [item.id, item]));

/** `data-ms-form="login"` becomes the key `data-ms-form=login`; `data-ms-member` stays as it is. */
const BY_ATTRIBUTE = new Map(
  FOUND_ENTRIES.map((item) => {
    const match = /^([^=]+)(?:="(.*)")?$/.exec(item.dataAttribute!)!;
    return [match[2] === undefined ? match[1]! : `${match[1]}=${match[2]}`, item];
  }),
);

/** The entry with this id, if any. */
export function catalogueEntry(id: string): XrayCatalogueEntry | undefined {
  return BY_ID.get(id);
}

/**
 * The found entry for an attribute as written (`data-ms-form`, `data-ms-plan:add`) and its value:
 * the entry for that exact value if there is one (`data-ms-form="login"`), else the entry for the
 * attribute with any value (`data-ms-member`); undefined for what the catalogue does not know
 * (`data-ms-form="typo"`, `data-ms-plan:ad`).
 */
export function catalogueEntryFor(attribute: string, value: string): XrayCatalogueEntry | undefined {
  const name = attribute.toLowerCase();
  return BY_ATTRIBUTE.get(`${name}=${value.trim()}`) ?? BY_ATTRIBUTE.get(name);
}

/** The cart entry for a sessionStorage key (`ms_plan`, `ms_price`). */
export function cartEntryFor(storageKey: string): XrayCatalogueEntry | undefined {
  return CART_ENTRIES.find((item) => item.dataAttribute === storageKey);
}

/** An error's or warning's message with its `{name}` placeholders filled; unknown names stay. */
export function issueMessage(id: XrayIssueId, fields: Readonly<Record<string, string | number>>): string {
  const template = BY_ID.get(id)?.message ?? id;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in fields ? String(fields[name]) : placeholder,
  );
}

/**
 * `documentationLink` is a path on the product's server. On a builder's page (another origin),
 * resolve it against the server the script came from: `documentationUrl(entry, scriptUrl)`.
 */
export function documentationUrl(item: Pick<XrayCatalogueEntry, 'documentationLink'>, base: string): string {
  return new URL(item.documentationLink, base).href;
}
