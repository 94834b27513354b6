// Generated from the element metas by `npm run build` (elements/manifest/generate.ts): do not edit.
// Vue's GlobalComponents for the package's tags: `import type {} from '@chainforge/elements/vue';` once in the app.
import type { DefineComponent } from 'vue';
import type { DocumentedElementProps } from './element-props.js';
import type { ElementEvents } from './index.js';

declare module 'vue' {
  interface GlobalComponents {
    /** The 'Chat Agent Sessions' or 'Voice Agent Sessions' card: this month's sessions and the total to date. */
    'agent-sessions-card': DefineComponent<DocumentedElementProps['agent-sessions-card'] & {
      /** Loading failed; the figures stay at 0 and the card offers a retry. */
      onAgentSessionsCardError?: (event: ElementEvents<'agent-sessions-card'>['agent-sessions-card-error']) => void;
    }>;
    /** The 'Balance & Activity' card: the balance, then spending this month, last month and year to date. */
    'balance-card': DefineComponent<DocumentedElementProps['balance-card'] & {
      /** Loading failed; the figures stay at $0.00 and the card offers a retry. */
      onBalanceCardError?: (event: ElementEvents<'balance-card'>['balance-card-error']) => void;
    }>;
    /** The Chain Forge assistant: answers stream in as they are written, from the signed-in account's own data (POST /api/chat), with a Stop control while writing and Retry after a failure or under an answer that ended short (stopped, cut off). Title, greeting, disclaimer and suggested prompts come from the attributes, else the account's agent settings (GET /api/agent/settings), else the defaults; the account's latest conversation reopens, and New chat starts another. Markdown answers (lists, tables, emphasis, code, http(s) links) are rendered without any HTML; screen readers hear each answer a sentence at a time. Collapsible; under 520 px wide it fills the screen. */
    'chainforge-chat': DefineComponent<DocumentedElementProps['chainforge-chat'] & {
      /** A message could not be answered: `message` is what the chat shows, `reason` the kind (`forbidden`, `rate-limited`, `refused`, `expired`, `server`, `network`, `interrupted`). */
      onChainforgeChatError?: (event: ElementEvents<'chainforge-chat'>['chainforge-chat-error']) => void;
      /** The person opened or collapsed the chat. */
      onChainforgeChatToggle?: (event: ElementEvents<'chainforge-chat'>['chainforge-chat-toggle']) => void;
    }>;
    /** The 'Ai Insights' card: the account's insights text ('Coming Soon' while there is none). */
    'insights-card': DefineComponent<DocumentedElementProps['insights-card'] & {
      /** Loading failed; the card says so and offers a retry. */
      onInsightsCardError?: (event: ElementEvents<'insights-card'>['insights-card-error']) => void;
    }>;
    /** One monthly statement, ready to print: its period, the summary (opening balance, credits, usage, closing balance) and its transactions, with a Print button. */
    'invoice-view': DefineComponent<DocumentedElementProps['invoice-view'] & {
      /** Loading failed; `message` is the text shown ('Unable to load this invoice.'), `reason` the cause. */
      onInvoiceViewError?: (event: ElementEvents<'invoice-view'>['invoice-view-error']) => void;
    }>;
    /** The account's monthly statements, newest first: month, status (the open one is the current period), opening balance, credits, usage and closing balance; each month links to its statement. */
    'invoices-table': DefineComponent<DocumentedElementProps['invoices-table'] & {
      /** Loading failed; `message` is the text shown ('Unable to load invoices.'), `reason` the cause. */
      onInvoicesTableError?: (event: ElementEvents<'invoices-table'>['invoices-table-error']) => void;
      /** A plain click on a statement link, before the browser follows it; cancelable: `preventDefault()` keeps the page where it is (to route in a single-page app). */
      onInvoicesTableOpen?: (event: ElementEvents<'invoices-table'>['invoices-table-open']) => void;
    }>;
    /** A channel's comments: posts newest first with their authors, replies, votes, 'Load more', and for signed-in members a composer, edit and delete of their own, 'Report' of other people's and 'Email me replies' ('Log in to comment' for visitors). */
    'ms-comments': DefineComponent<DocumentedElementProps['ms-comments'] & {
      /** The channel's comments could not be loaded; the element offers a retry. */
      onMsCommentsError?: (event: ElementEvents<'ms-comments'>['ms-comments-error']) => void;
    }>;
    /** The membership modal for visitors: log in (password, emailed code or passkey, and the second step of two-step sign-in), sign up, password reset and (test mode) test cards. */
    'ms-login-modal': DefineComponent<DocumentedElementProps['ms-login-modal'] & {
      /** The modal finished: `LOGIN` or `SIGNUP` with the member and tokens, or `CLOSED`. */
      onMsModalResult?: (event: ElementEvents<'ms-login-modal'>['ms-modal-result']) => void;
    }>;
    /** The signed-in member's profile modal: profile fields and image, email, password, connected accounts, passkeys and two-step sign-in, plans, team, logout. */
    'ms-profile-modal': DefineComponent<DocumentedElementProps['ms-profile-modal'] & {
      /** `CLOSED` when the member closed the modal or logged out, or when nobody was signed in. */
      onMsModalResult?: (event: ElementEvents<'ms-profile-modal'>['ms-modal-result']) => void;
    }>;
    /** The account's incoming orders: order ID, SKU, product and amount. */
    'orders-table': DefineComponent<DocumentedElementProps['orders-table'] & {
      /** Loading failed; `message` is the text shown ('Unable to load incoming orders.'), `reason` the cause. */
      onOrdersTableError?: (event: ElementEvents<'orders-table'>['orders-table-error']) => void;
    }>;
    /** The account's supply chain for one sales channel: stock available, units in transit, positions at risk and this month's warehouse cost; stock by warehouse and the 12-month warehouse cost trend as charts (each with a summary line and its figures as a table); purchase orders in transit with their landing dates; stockout risks, most urgent first. */
    'supply-chain-overview': DefineComponent<DocumentedElementProps['supply-chain-overview'] & {
      /** Loading failed (`message` is the text shown, `reason` the cause), or the account's plan has no supply-chain view (403; no retry is offered then). */
      onSupplyChainOverviewError?: (event: ElementEvents<'supply-chain-overview'>['supply-chain-overview-error']) => void;
    }>;
    /** The 'Tokens Used' card: this month's chat tokens, voice tokens and their total, and the month's projected tokens with how they are worked out. */
    'tokens-card': DefineComponent<DocumentedElementProps['tokens-card'] & {
      /** Loading failed; the figures stay at 0 and the card offers a retry. */
      onTokensCardError?: (event: ElementEvents<'tokens-card'>['tokens-card-error']) => void;
    }>;
    /** The account's transactions: optional ID, date, type and amount; credits in green with a plus sign. */
    'transactions-table': DefineComponent<DocumentedElementProps['transactions-table'] & {
      /** Loading failed; `message` is the text shown ('Unable to load transactions'), `reason` the cause. */
      onTransactionsTableError?: (event: ElementEvents<'transactions-table'>['transactions-table-error']) => void;
    }>;
    /** This month's chat and voice tokens day by day, the month's projected tokens as a pace line, and the purchased tokens and balance that remain; its figures also as a table and a one-line summary. */
    'usage-chart': DefineComponent<DocumentedElementProps['usage-chart'] & {
      /** Loading failed; the card says so and offers a retry. */
      onUsageChartError?: (event: ElementEvents<'usage-chart'>['usage-chart-error']) => void;
    }>;
    /** The inspector's floating badge at the bottom centre of the page (test mode): 'Test Mode' while the developer sidebar is closed, 'Hide Inspector' while it is open, the number of items, and a red dot when the page has an error. A click opens or closes the sidebar. */
    'xray-badge': DefineComponent<DocumentedElementProps['xray-badge']>;
    /** The inspector's developer sidebar (test mode), 242 px along the right or left side of the page: tabs Inspector (the xray-sidebar list), Member (the signed-in member's data) and App (the app's settings), and a switch between the two sides. The badge opens and closes it; whether it is open, its side, its tab and the X-ray mode survive a reload. */
    'xray-dev-sidebar': DefineComponent<DocumentedElementProps['xray-dev-sidebar']>;
    /** The inspector's 'Events & Errors' list (test mode): the X-ray switch, pending cart selections, plan and price clicks, removed content, the attributes found, errors and warnings, each expanding to its description, help and documentation. Shown in the developer sidebar's Inspector tab; it fills the box it is put in. */
    'xray-sidebar': DefineComponent<DocumentedElementProps['xray-sidebar']>;
  }
}
