// Generated from the element metas by `npm run build` (elements/manifest/generate.ts): do not edit.
// Each element's props, as the JSX (jsx.d.ts) and Vue (vue.d.ts) typings take them.
import type { ElementProps } from './index.js';

export interface DocumentedElementProps {
  'agent-sessions-card': {
    /** Which agent: `chat` or `voice`. */
    agent?: ElementProps<'agent-sessions-card'>['agent'];
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'agent-sessions-card'>['theme'];
    /** Preloaded agent stats; when set, nothing is fetched. */
    stats?: ElementProps<'agent-sessions-card'>['stats'];
  };
  'balance-card': {
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'balance-card'>['theme'];
    /** Preloaded balance figures; when set, nothing is fetched. */
    balance?: ElementProps<'balance-card'>['balance'];
  };
  'chainforge-chat': {
    /** The product API's base URL (e.g. `https://host/api`); default: beside the script. */
    apiUrl?: ElementProps<'chainforge-chat'>['apiUrl'];
    /** The widget configuration sent with each message: `demo` or `supplyChain`. */
    configName?: ElementProps<'chainforge-chat'>['configName'];
    /** The supply-chain channel the page shows (`total`, `east`, `west` or `amzn`): supply-chain answers are given for it. Default `total`. */
    channel?: ElementProps<'chainforge-chat'>['channel'];
    /** The chat's title; else the account's agent settings title, else `Chain Forge`. (Not `title`, which would put a browser tooltip over the whole chat.) */
    heading?: ElementProps<'chainforge-chat'>['heading'];
    /** The first message shown in a new chat; else the account's agent settings, else the default greeting. */
    greeting?: ElementProps<'chainforge-chat'>['greeting'];
    /** The small print under the message box; else the account's agent settings, else the default. */
    disclaimer?: ElementProps<'chainforge-chat'>['disclaimer'];
    /** The tallest the chat grows, a CSS length. */
    maxHeight?: ElementProps<'chainforge-chat'>['maxHeight'];
    /** The widest the chat grows, a CSS length. */
    maxWidth?: ElementProps<'chainforge-chat'>['maxWidth'];
    /** Open (the default) or collapsed to its title bar; `expanded="false"` starts it collapsed. Reflects what the person chose. */
    expanded?: ElementProps<'chainforge-chat'>['expanded'];
    /** Keeps the chat in the page's flow at every width (a preview): it never fills a phone's screen. */
    inline?: ElementProps<'chainforge-chat'>['inline'];
    /** Starts with a new conversation instead of reopening the account's latest one. */
    newChat?: ElementProps<'chainforge-chat'>['newChat'];
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'chainforge-chat'>['theme'];
    /** The suggested prompts shown in a new chat (a click sends one); else the account's agent settings, else the three defaults. */
    prompts?: ElementProps<'chainforge-chat'>['prompts'];
    /** Colours by name (`primary`, `background`, `surface`, `text`, `muted`, `border`, `userBubble`, `userText`, `assistantBubble`, `assistantText`), each a CSS colour; when set, it replaces the account's agent settings colours as a whole. Colours left out are the theme's. */
    colors?: ElementProps<'chainforge-chat'>['colors'];
  };
  'insights-card': {
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'insights-card'>['theme'];
    /** Preloaded insights text; when set, nothing is fetched. */
    insights?: ElementProps<'insights-card'>['insights'];
  };
  'invoice-view': {
    /** The invoice to fetch (`INV-2026-11`). */
    invoiceId?: ElementProps<'invoice-view'>['invoiceId'];
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'invoice-view'>['theme'];
    /** A preloaded statement with its lines; when set, nothing is fetched. */
    invoice?: ElementProps<'invoice-view'>['invoice'];
  };
  'invoices-table': {
    /** Shows at most this many rows; all rows when absent. */
    limit?: ElementProps<'invoices-table'>['limit'];
    /** Adds sortable column headers, a filter box with the count of rows shown, and an "Export CSV" button that saves the rows as shown (filtered, sorted, formatted). */
    controls?: ElementProps<'invoices-table'>['controls'];
    /** The link of each statement; `{id}` stands for its invoice ID (`INV-2026-11`). A single-page app can instead handle `invoices-table-open` and call `preventDefault()`. */
    invoiceHref?: ElementProps<'invoices-table'>['invoiceHref'];
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'invoices-table'>['theme'];
    /** Preloaded statements; when set, nothing is fetched. */
    invoices?: ElementProps<'invoices-table'>['invoices'];
  };
  'ms-comments': {
    /** The channel's key (up to 200 characters); empty, the page's path (`location.pathname`). */
    channel?: ElementProps<'ms-comments'>['channel'];
    /** The PUBLIC custom field shown as an author's name (`first-name`, say); empty, the app's first public field. */
    authorField?: ElementProps<'ms-comments'>['authorField'];
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'ms-comments'>['theme'];
    /** Wording by message key, laid over the English texts (a translation, say). */
    messages?: ElementProps<'ms-comments'>['messages'];
  };
  'ms-login-modal': {
    /** The screen: login, signup, forgot_password, reset_password, reset_password_success, passwordless_token, test_card or second_step (with `params.secondStep`, the challenge a sign-in answered). */
    display?: ElementProps<'ms-login-modal'>['display'];
    /** Shown as a modal while set; the modal clears it when it closes. */
    open?: ElementProps<'ms-login-modal'>['open'];
    /** Shown in the page's flow instead of as a modal (a sign-in page): no close button, and it stays shown after it finishes. */
    inline?: ElementProps<'ms-login-modal'>['inline'];
    /** Hides the close button (Escape still closes). */
    hideCloseButton?: ElementProps<'ms-login-modal'>['hideCloseButton'];
    /** Whether login offers 'Sign up' and lets a provider sign a new visitor up. */
    allowSignup?: ElementProps<'ms-login-modal'>['allowSignup'];
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'ms-login-modal'>['theme'];
    /** Memberstack's modal parameters: `signup.plans` (plan ids), `login.allowSignup`, `hideCloseButton`; also `priceId` (test cards), `inviteToken`, `secondStep` (second_step's challenge), `messages`. */
    params?: ElementProps<'ms-login-modal'>['params'];
    /** Wording by message key, laid over the English texts (a translation, say). */
    messages?: ElementProps<'ms-login-modal'>['messages'];
    /** App settings to show instead of the app's own, for a preview of a change before it is saved (the console's App settings page): its colour, fields, providers and plans. Forms still go to the service. */
    previewApp?: ElementProps<'ms-login-modal'>['previewApp'];
  };
  'ms-profile-modal': {
    /** Shown as a modal while set; the modal clears it when it closes. */
    open?: ElementProps<'ms-profile-modal'>['open'];
    /** The section it opens on: profile, security, changePassword, plans or team. On a phone the default opens the list of sections. */
    section?: ElementProps<'ms-profile-modal'>['section'];
    /** Hides the close button (Escape still closes). */
    hideCloseButton?: ElementProps<'ms-profile-modal'>['hideCloseButton'];
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'ms-profile-modal'>['theme'];
    /** Memberstack's modal parameters: `hideCloseButton`, `messages`. */
    params?: ElementProps<'ms-profile-modal'>['params'];
    /** Wording by message key, laid over the English texts (a translation, say). */
    messages?: ElementProps<'ms-profile-modal'>['messages'];
  };
  'orders-table': {
    /** Shows at most this many rows; all rows when absent. */
    limit?: ElementProps<'orders-table'>['limit'];
    /** Adds sortable column headers, a filter box with the count of rows shown, and an "Export CSV" button that saves the rows as shown (filtered, sorted, formatted). */
    controls?: ElementProps<'orders-table'>['controls'];
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'orders-table'>['theme'];
    /** Preloaded orders; when set, nothing is fetched. */
    orders?: ElementProps<'orders-table'>['orders'];
  };
  'supply-chain-overview': {
    /** `total` (every channel together), `east`, `west` or `amzn`; changing it loads that channel. Ignored while `overview` is set. */
    channel?: ElementProps<'supply-chain-overview'>['channel'];
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'supply-chain-overview'>['theme'];
    /** Preloaded answer of GET /api/supply-chain/overview (channel, as_of, inventory, stockout_risks, in_transit, warehouse_costs); when set, nothing is fetched. */
    overview?: ElementProps<'supply-chain-overview'>['overview'];
  };
  'tokens-card': {
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'tokens-card'>['theme'];
    /** Preloaded agent stats; when set, nothing is fetched. */
    stats?: ElementProps<'tokens-card'>['stats'];
  };
  'transactions-table': {
    /** Adds the transaction ID as the first column. */
    showId?: ElementProps<'transactions-table'>['showId'];
    /** Shows at most this many rows; all rows when absent. */
    limit?: ElementProps<'transactions-table'>['limit'];
    /** Adds sortable column headers, a filter box with the count of rows shown, and an "Export CSV" button that saves the rows as shown (filtered, sorted, formatted). */
    controls?: ElementProps<'transactions-table'>['controls'];
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'transactions-table'>['theme'];
    /** Preloaded transactions; when set, nothing is fetched. */
    transactions?: ElementProps<'transactions-table'>['transactions'];
  };
  'usage-chart': {
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'usage-chart'>['theme'];
    /** Preloaded usage (GET /api/stats/usage); when set, nothing is fetched. */
    usage?: ElementProps<'usage-chart'>['usage'];
  };
  'xray-badge': {
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'xray-badge'>['theme'];
  };
  'xray-dev-sidebar': {
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'xray-dev-sidebar'>['theme'];
  };
  'xray-sidebar': {
    /** Colour scheme: `dark` (the default) or `light`. */
    theme?: ElementProps<'xray-sidebar'>['theme'];
  };
}
