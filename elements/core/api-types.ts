/** The product backend's answers, spec section 3 and 7. */
export interface Transaction {
  transaction_id: string;
  /** ISO-8601 timestamp. */
  created_at: string;
  /** `credit` is shown with a plus sign; other types as they are. */
  transaction_type: string;
  amount: number;
}

export interface IncomingOrder {
  order_id: string;
  sku: string;
  product_name: string;
  order_amount: number;
}

export interface AccountBalance {
  current_balance: number;
  current_month_spend: number;
  last_month_spend: number;
  year_to_date_spend: number;
}

export interface AgentStats {
  total_chat_sessions: number;
  monthly_chat_sessions: number;
  total_voice_sessions: number;
  monthly_voice_sessions: number;
  monthly_chat_tokens: number;
  monthly_voice_tokens: number;
  total_purchased_tokens: number;
}

export interface Permissions {
  cnfg_basic: boolean;
  cnfg_pro: boolean;
  cnfg_elite: boolean;
  ctfd_basic: boolean;
  ctfd_pro: boolean;
  ctfd_elite: boolean;
}
