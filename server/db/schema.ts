import type { ColumnType, Generated } from 'kysely';
import type { Permission } from '../../contract/product-answers.ts';
import type { StockChannel } from '../../contract/channels.ts';
import type { AuditActorType } from '../../contract/console-audit-answers.ts';
import type { ChatTables } from './schema-chat.ts';
import type { CommentTables } from './schema-comments.ts';
import type { MemberMembershipColumns, MembershipTables } from './schema-membership.ts';
import type { OwnerTables } from './schema-owners.ts';
import type { SignInFactorTables } from './schema-sign-in-factors.ts';
import type { HashedCredentialTable } from './schema-credentials.ts';

/**
 * The tables as Kysely sees them. Portable choices shared by SQLite and PostgreSQL:
 * - money is integer cents (`*_cents`), never floats;
 * - instants are ISO-8601 UTC text (`2025-03-01T09:30:00.000Z`) and calendar days `YYYY-MM-DD`,
 *   so ordering and range filters are plain text comparisons on both engines;
 * - ids are prefixed text made by the application, so no engine-specific sequences.
 */

/** `total` is the sum of the others, so it is never stored. */
export type StoredChannel = StockChannel;

export type AgentKind = 'chat' | 'voice';

/** A product account and, since 0003, the membership member it is (one identity). */
export interface MembersTable extends MemberMembershipColumns {
  id: string;
  email: string;
  created_at: string;
}

export interface MemberPermissionsTable {
  member_id: string;
  permission: Permission;
}

export interface ApiTokensTable extends HashedCredentialTable {
  /** The membership session single sign-on exchanged for this token; it dies with that session. */
  session_id: string | null;
}

/**
 * Running totals are bigint: PostgreSQL answers them as strings, SQLite as numbers (read them
 * through toNumber). They change only through recordTransaction.
 */
type RunningCents = ColumnType<number | string, number | undefined, number>;

/** Account-level product state, and the balance that transactions move. */
export interface AccountsTable {
  member_id: string;
  purchased_tokens: number;
  insights: string;
  /** The sum of every transaction's effect on the balance, kept as transactions are recorded. */
  balance_cents: RunningCents;
}

export interface AgentUsageTable {
  member_id: string;
  day: string;
  agent: AgentKind;
  sessions: number;
  tokens: number;
}

export interface TransactionsTable {
  id: string;
  member_id: string;
  created_at: string;
  /** credit and refund add to the balance; debit and usage are spend. */
  transaction_type: string;
  amount_cents: number;
}

/** Spend per calendar month (UTC), kept as transactions are recorded. */
export interface MonthlySpendTable {
  member_id: string;
  /** `YYYY-MM`. */
  month: string;
  spent_cents: RunningCents;
}

export interface IncomingOrdersTable {
  order_id: string;
  member_id: string;
  /** sku and product_name are copied at order time, as an order line keeps what was ordered. */
  sku: string;
  product_name: string;
  order_amount_cents: number;
  created_at: string;
}

export interface ProductsTable {
  id: string;
  member_id: string;
  name: string;
  category: string;
}

export interface SkusTable {
  id: string;
  member_id: string;
  product_id: string;
  code: string;
  variant: string;
  unit_cost_cents: number;
  unit_price_cents: number;
}

export interface WarehousesTable {
  id: string;
  member_id: string;
  name: string;
  city: string;
  region: StoredChannel;
}

export interface InventoryTable {
  sku_id: string;
  warehouse_id: string;
  channel: StoredChannel;
  on_hand: number;
  reserved: number;
  reorder_point: number;
  updated_at: string;
}

export interface PurchaseOrdersTable {
  id: string;
  member_id: string;
  sku_id: string;
  warehouse_id: string;
  channel: StoredChannel;
  quantity: number;
  carrier: string;
  ordered_on: string;
  expected_landing_on: string;
  status: 'in_transit' | 'landed';
}

export interface WarehouseCostsTable {
  warehouse_id: string;
  /** `YYYY-MM`. */
  month: string;
  storage_cents: number;
  labor_cents: number;
  shipping_cents: number;
}

export interface DevMailboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  sent_at: string;
}

/** Who did what, to what, when and from where (0014): secret keys on the admin API, owners in the console. */
export interface AuditEventsTable {
  id: string;
  app_id: string | null;
  mode: 'test' | 'live' | null;
  actor_type: AuditActorType;
  /** The secret key's id, the owner's id. */
  actor_id: string;
  /** `members.list`, `members.delete`, ...: the area, a dot, the verb. */
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** The answer's HTTP status: a refused change is recorded too. */
  status: number;
  /** JSON object: which fields changed, the plan added; never a password, code or key. */
  detail: Generated<string>;
  client_ip: string;
  created_at: string;
}

export interface Database extends MembershipTables, SignInFactorTables, OwnerTables, ChatTables, CommentTables {
  audit_events: AuditEventsTable;
  dev_mailbox: DevMailboxTable;
  members: MembersTable;
  member_permissions: MemberPermissionsTable;
  api_tokens: ApiTokensTable;
  accounts: AccountsTable;
  agent_usage: AgentUsageTable;
  transactions: TransactionsTable;
  monthly_spend: MonthlySpendTable;
  incoming_orders: IncomingOrdersTable;
  products: ProductsTable;
  skus: SkusTable;
  warehouses: WarehousesTable;
  inventory: InventoryTable;
  purchase_orders: PurchaseOrdersTable;
  warehouse_costs: WarehouseCostsTable;
}
