/** The product API's answers (`/api/...`), as the server sends them and the elements read them. */

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
