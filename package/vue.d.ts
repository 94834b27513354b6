// Generated from the element metas by `npm run build` (elements/manifest/generate.ts): do not edit.
// Vue's GlobalComponents for the package's tags: `import type {} from '@chainforge/elements/vue';` once in the app.
import type { DefineComponent } from 'vue';
import type { ElementEvents, ElementProps } from './index.js';

declare module 'vue' {
  interface GlobalComponents {
    /** The 'Chat Agent Sessions' or 'Voice Agent Sessions' card: this month's sessions and the total to date. */
    'agent-sessions-card': DefineComponent<{
      /** Which agent: `chat` or `voice`. */
      agent?: ElementProps<'agent-sessions-card'>['agent'];
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'agent-sessions-card'>['theme'];
      /** Preloaded agent stats; when set, nothing is fetched. */
      stats?: ElementProps<'agent-sessions-card'>['stats'];
      /** Loading failed; the figures stay at 0 and the card offers a retry. */
      onAgentSessionsCardError?: (event: ElementEvents<'agent-sessions-card'>['agent-sessions-card-error']) => void;
    }>;
    /** The 'Balance & Activity' card: the balance, then spending this month, last month and year to date. */
    'balance-card': DefineComponent<{
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'balance-card'>['theme'];
      /** Preloaded balance figures; when set, nothing is fetched. */
      balance?: ElementProps<'balance-card'>['balance'];
      /** Loading failed; the figures stay at $0.00 and the card offers a retry. */
      onBalanceCardError?: (event: ElementEvents<'balance-card'>['balance-card-error']) => void;
    }>;
    /** The Chain Forge assistant: answers stream in as they are written, from the signed-in account's own data (POST /api/chat), with a Stop control while writing and Retry after a failure or under an answer that ended short (stopped, cut off). Title, greeting, disclaimer and suggested prompts come from the attributes, else the account's agent settings (GET /api/agent/settings), else the defaults; the account's latest conversation reopens, and New chat starts another. Markdown answers (lists, tables, emphasis, code, http(s) links) are rendered without any HTML; screen readers hear each answer a sentence at a time. Collapsible; under 520 px wide it fills the screen. */
    'chainforge-chat': DefineComponent<{
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
      /** A message could not be answered: `message` is what the chat shows, `reason` the kind (`forbidden`, `rate-limited`, `refused`, `expired`, `server`, `network`, `interrupted`). */
      onChainforgeChatError?: (event: ElementEvents<'chainforge-chat'>['chainforge-chat-error']) => void;
      /** The person opened or collapsed the chat. */
      onChainforgeChatToggle?: (event: ElementEvents<'chainforge-chat'>['chainforge-chat-toggle']) => void;
    }>;
    /** The 'Ai Insights' card: the account's insights text ('Coming Soon' while there is none). */
    'insights-card': DefineComponent<{
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'insights-card'>['theme'];
      /** Preloaded insights text; when set, nothing is fetched. */
      insights?: ElementProps<'insights-card'>['insights'];
      /** Loading failed; the card says so and offers a retry. */
      onInsightsCardError?: (event: ElementEvents<'insights-card'>['insights-card-error']) => void;
    }>;
    /** One monthly statement, ready to print: its period, the summary (opening balance, credits, usage, closing balance) and its transactions, with a Print button. */
    'invoice-view': DefineComponent<{
      /** The invoice to fetch (`INV-2026-11`). */
      invoiceId?: ElementProps<'invoice-view'>['invoiceId'];
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'invoice-view'>['theme'];
      /** A preloaded statement with its lines; when set, nothing is fetched. */
      invoice?: ElementProps<'invoice-view'>['invoice'];
      /** Loading failed; `message` is the text shown ('Unable to load this invoice.'), `reason` the cause. */
      onInvoiceViewError?: (event: ElementEvents<'invoice-view'>['invoice-view-error']) => void;
    }>;
    /** The account's monthly statements, newest first: month, status (the open one is the current period), opening balance, credits, usage and closing balance; each month links to its statement. */
    'invoices-table': DefineComponent<{
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
      /** Loading failed; `message` is the text shown ('Unable to load invoices.'), `reason` the cause. */
      onInvoicesTableError?: (event: ElementEvents<'invoices-table'>['invoices-table-error']) => void;
      /** A plain click on a statement link, before the browser follows it; cancelable: `preventDefault()` keeps the page where it is (to route in a single-page app). */
      onInvoicesTableOpen?: (event: ElementEvents<'invoices-table'>['invoices-table-open']) => void;
    }>;
    /** A channel's comments: posts newest first with their authors, replies, votes, 'Load more', and for signed-in members a composer, edit and delete of their own, 'Report' of other people's and 'Email me replies' ('Log in to comment' for visitors). */
    'ms-comments': DefineComponent<{
      /** The channel's key (up to 200 characters); empty, the page's path (`location.pathname`). */
      channel?: ElementProps<'ms-comments'>['channel'];
      /** The PUBLIC custom field shown as an author's name (`first-name`, say); empty, the app's first public field. */
      authorField?: ElementProps<'ms-comments'>['authorField'];
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'ms-comments'>['theme'];
      /** Wording by message key, laid over the English texts (a translation, say). */
      messages?: ElementProps<'ms-comments'>['messages'];
      /** The channel's comments could not be loaded; the element offers a retry. */
      onMsCommentsError?: (event: ElementEvents<'ms-comments'>['ms-comments-error']) => void;
    }>;
    /** The membership modal for visitors: log in (password, emailed code or passkey, and the second step of two-step sign-in), sign up, password reset and (test mode) test cards. */
    'ms-login-modal': DefineComponent<{
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
      /** The modal finished: `LOGIN` or `SIGNUP` with the member and tokens, or `CLOSED`. */
      onMsModalResult?: (event: ElementEvents<'ms-login-modal'>['ms-modal-result']) => void;
    }>;
    /** The signed-in member's profile modal: profile fields and image, email, password, connected accounts, passkeys and two-step sign-in, plans, team, logout. */
    'ms-profile-modal': DefineComponent<{
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
      /** `CLOSED` when the member closed the modal or logged out, or when nobody was signed in. */
      onMsModalResult?: (event: ElementEvents<'ms-profile-modal'>['ms-modal-result']) => void;
    }>;
    /** The account's incoming orders: order ID, SKU, product and amount. */
    'orders-table': DefineComponent<{
      /** Shows at most this many rows; all rows when absent. */
      limit?: ElementProps<'orders-table'>['limit'];
      /** Adds sortable column headers, a filter box with the count of rows shown, and an "Export CSV" button that saves the rows as shown (filtered, sorted, formatted). */
      controls?: ElementProps<'orders-table'>['controls'];
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'orders-table'>['theme'];
      /** Preloaded orders; when set, nothing is fetched. */
      orders?: ElementProps<'orders-table'>['orders'];
      /** Loading failed; `message` is the text shown ('Unable to load incoming orders.'), `reason` the cause. */
      onOrdersTableError?: (event: ElementEvents<'orders-table'>['orders-table-error']) => void;
    }>;
    /** The account's supply chain for one sales channel: stock available, units in transit, positions at risk and this month's warehouse cost; stock by warehouse and the 12-month warehouse cost trend as charts (each with a summary line and its figures as a table); purchase orders in transit with their landing dates; stockout risks, most urgent first. */
    'supply-chain-overview': DefineComponent<{
      /** `total` (every channel together), `east`, `west` or `amzn`; changing it loads that channel. Ignored while `overview` is set. */
      channel?: ElementProps<'supply-chain-overview'>['channel'];
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'supply-chain-overview'>['theme'];
      /** Preloaded answer of GET /api/supply-chain/overview (channel, as_of, inventory, stockout_risks, in_transit, warehouse_costs); when set, nothing is fetched. */
      overview?: ElementProps<'supply-chain-overview'>['overview'];
      /** Loading failed (`message` is the text shown, `reason` the cause), or the account's plan has no supply-chain view (403; no retry is offered then). */
      onSupplyChainOverviewError?: (event: ElementEvents<'supply-chain-overview'>['supply-chain-overview-error']) => void;
    }>;
    /** The 'Tokens Used' card: this month's chat tokens, voice tokens and their total, and the month's projected tokens with how they are worked out. */
    'tokens-card': DefineComponent<{
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'tokens-card'>['theme'];
      /** Preloaded agent stats; when set, nothing is fetched. */
      stats?: ElementProps<'tokens-card'>['stats'];
      /** Loading failed; the figures stay at 0 and the card offers a retry. */
      onTokensCardError?: (event: ElementEvents<'tokens-card'>['tokens-card-error']) => void;
    }>;
    /** The account's transactions: optional ID, date, type and amount; credits in green with a plus sign. */
    'transactions-table': DefineComponent<{
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
      /** Loading failed; `message` is the text shown ('Unable to load transactions'), `reason` the cause. */
      onTransactionsTableError?: (event: ElementEvents<'transactions-table'>['transactions-table-error']) => void;
    }>;
    /** This month's chat and voice tokens day by day, the month's projected tokens as a pace line, and the purchased tokens and balance that remain; its figures also as a table and a one-line summary. */
    'usage-chart': DefineComponent<{
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'usage-chart'>['theme'];
      /** Preloaded usage (GET /api/stats/usage); when set, nothing is fetched. */
      usage?: ElementProps<'usage-chart'>['usage'];
      /** Loading failed; the card says so and offers a retry. */
      onUsageChartError?: (event: ElementEvents<'usage-chart'>['usage-chart-error']) => void;
    }>;
    /** The inspector's floating badge at the bottom centre of the page (test mode): 'Test Mode' while the developer sidebar is closed, 'Hide Inspector' while it is open, the number of items, and a red dot when the page has an error. A click opens or closes the sidebar. */
    'xray-badge': DefineComponent<{
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'xray-badge'>['theme'];
    }>;
    /** The inspector's developer sidebar (test mode), 242 px along the right or left side of the page: tabs Inspector (the xray-sidebar list), Member (the signed-in member's data) and App (the app's settings), and a switch between the two sides. The badge opens and closes it; whether it is open, its side, its tab and the X-ray mode survive a reload. */
    'xray-dev-sidebar': DefineComponent<{
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'xray-dev-sidebar'>['theme'];
    }>;
    /** The inspector's 'Events & Errors' list (test mode): the X-ray switch, pending cart selections, plan and price clicks, removed content, the attributes found, errors and warnings, each expanding to its description, help and documentation. Shown in the developer sidebar's Inspector tab; it fills the box it is put in. */
    'xray-sidebar': DefineComponent<{
      /** Colour scheme: `dark` (the default) or `light`. */
      theme?: ElementProps<'xray-sidebar'>['theme'];
    }>;
  }
}
