/** The product API's answers (`/api/...`), as the server sends them and the elements read them. */
import type { StockChannel, SupplyChainChannel } from './channels';

export const PERMISSIONS = ['cnfg_basic', 'cnfg_pro', 'cnfg_elite', 'ctfd_basic', 'ctfd_pro', 'ctfd_elite'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** GET /user/permissions: every permission, held or not. */
export type Permissions = Record<Permission, boolean>;

/** GET /transactions, newest first. */
export interface Transaction {
  transaction_id: string;
  /** ISO-8601 timestamp. */
  created_at: string;
  /** `credit` is shown with a plus sign; other types as they are. */
  transaction_type: string;
  amount: number;
}

/** GET /incoming-orders, newest first. */
export interface IncomingOrder {
  order_id: string;
  sku: string;
  product_name: string;
  order_amount: number;
}

/** GET /account-balance; spend by UTC calendar month. */
export interface AccountBalance {
  current_balance: number;
  current_month_spend: number;
  last_month_spend: number;
  year_to_date_spend: number;
}

/** GET /stats/agents; "monthly" is the current UTC calendar month. */
export interface AgentStats {
  total_chat_sessions: number;
  monthly_chat_sessions: number;
  total_voice_sessions: number;
  monthly_voice_sessions: number;
  monthly_chat_tokens: number;
  monthly_voice_tokens: number;
  total_purchased_tokens: number;
}

/** POST /memberstack/sso: the API token a membership session is exchanged for. */
export interface SsoAnswer {
  data: { token: string };
}

export { SUPPLY_CHAIN_CHANNELS, type StockChannel, type SupplyChainChannel } from './channels';

/** One stock position: a sku in a warehouse for a channel. */
export interface InventoryPosition {
  sku: string;
  /** The product with its variant. */
  product_name: string;
  /** The warehouse's name. */
  warehouse: string;
  channel: StockChannel;
  on_hand: number;
  reserved: number;
  /** `on_hand - reserved`; negative when more is reserved than is on hand. */
  available: number;
  reorder_point: number;
}

/** A purchase order on its way to a warehouse. Days are `YYYY-MM-DD`. */
export interface InTransitOrder {
  po_id: string;
  sku: string;
  product_name: string;
  warehouse: string;
  channel: StockChannel;
  quantity: number;
  carrier: string;
  ordered_on: string;
  expected_landing: string;
}

/** A warehouse's costs of one month, in dollars. */
export interface WarehouseCost {
  warehouse: string;
  /** `YYYY-MM`. */
  month: string;
  storage: number;
  labor: number;
  shipping: number;
  /** `storage + labor + shipping`, summed in cents. */
  total: number;
}

/** GET /supply-chain/overview?channel=: the account's supply chain for one channel (no envelope). */
export interface SupplyChainOverview {
  channel: SupplyChainChannel;
  /** `YYYY-MM-DD`: the day the stock figures were last updated (today when there are none). */
  as_of: string;
  inventory: InventoryPosition[];
  /** The `inventory` rows with `available < reorder_point`, lowest `available / reorder_point` first. */
  stockout_risks: InventoryPosition[];
  /** Purchase orders not yet landed, soonest expected landing first. */
  in_transit: InTransitOrder[];
  /** The last 12 calendar months (UTC) up to this one, newest first, then by warehouse name. */
  warehouse_costs: WarehouseCost[];
}

/** One day of agent token use (UTC). */
export interface UsageDay {
  /** `YYYY-MM-DD`. */
  date: string;
  chat_tokens: number;
  voice_tokens: number;
}

/** GET /stats/usage: token use of this UTC calendar month and what is left of the tokens bought. */
export interface UsageView {
  /** `YYYY-MM`. */
  month: string;
  days_in_month: number;
  day_of_month: number;
  /** Every day from the 1st to today, zero-filled. */
  days: UsageDay[];
  /** Chat and voice tokens used this month. */
  tokens_used: number;
  /** projectMonthlyTokens(tokens_used, day_of_month, days_in_month). */
  projected_monthly_tokens: number;
  total_purchased_tokens: number;
  /** Tokens bought over the account's life less tokens used over its life; never negative. */
  remaining_tokens: number;
  /** As GET /account-balance answers it. */
  current_balance: number;
}

/** A monthly statement is open for the current month and closed for the months before. */
export type InvoiceStatus = 'open' | 'closed';

/** GET /invoices: one monthly statement of the ledger; dollars, computed in cents. */
export interface Invoice {
  /** `INV-YYYY-MM`. */
  invoice_id: string;
  /** `YYYY-MM`. */
  month: string;
  /** The month's first and last day, `YYYY-MM-DD` (UTC). */
  period_start: string;
  period_end: string;
  status: InvoiceStatus;
  /** The previous month's closing balance; 0 for the first month. */
  opening_balance: number;
  /** Credits and refunds of the month. */
  credits: number;
  /** Debits and usage of the month. */
  usage: number;
  /** `opening_balance + credits - usage`. */
  closing_balance: number;
  /** Every transaction of the month, including types that move no money. */
  transaction_count: number;
}

/** GET /invoices/:invoiceId: the statement and its transactions, oldest first. */
export interface InvoiceDetail extends Invoice {
  lines: Transaction[];
}
