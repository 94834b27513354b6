import { sql, type Kysely, type Migration } from 'kysely';

// Migrations are frozen snapshots: they take an untyped Kysely so that later changes to the
// Database interface never alter what an old migration does.
type Db = Kysely<any>;

const inList = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

const CHANNELS = ['east', 'west', 'central', 'amzn'];

async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('member_permissions')
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('permission', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('member_permissions_pk', ['member_id', 'permission'])
    .addCheckConstraint(
      'member_permissions_known',
      inList('permission', ['cnfg_basic', 'cnfg_pro', 'cnfg_elite', 'ctfd_basic', 'ctfd_pro', 'ctfd_elite']),
    )
    .execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_member').on('api_tokens').column('member_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('member_id', 'text', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('purchased_tokens', 'integer', (col) => col.notNull())
    .addColumn('insights', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('agent_usage')
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('agent', 'text', (col) => col.notNull())
    .addColumn('sessions', 'integer', (col) => col.notNull())
    .addColumn('tokens', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('agent_usage_pk', ['member_id', 'agent', 'day'])
    .addCheckConstraint('agent_usage_agent', inList('agent', ['chat', 'voice']))
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('transaction_type', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('transactions_member_created')
    .on('transactions')
    .columns(['member_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('incoming_orders')
    .addColumn('order_id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('order_amount_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('incoming_orders_member_created')
    .on('incoming_orders')
    .columns(['member_id', 'created_at'])
    .execute();

  await createSupplyChainTables(db);
}

async function createSupplyChainTables(db: Db): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('skus')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('variant', 'text', (col) => col.notNull())
    .addColumn('unit_cost_cents', 'integer', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addUniqueConstraint('skus_member_code', ['member_id', 'code'])
    .execute();

  await db.schema
    .createTable('warehouses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addCheckConstraint('warehouses_region', inList('region', CHANNELS))
    .execute();

  await db.schema
    .createTable('inventory')
    .addColumn('sku_id', 'text', (col) => col.notNull().references('skus.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'text', (col) => col.notNull().references('warehouses.id').onDelete('cascade'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('on_hand', 'integer', (col) => col.notNull())
    .addColumn('reserved', 'integer', (col) => col.notNull())
    .addColumn('reorder_point', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('inventory_pk', ['sku_id', 'warehouse_id', 'channel'])
    .addCheckConstraint('inventory_channel', inList('channel', CHANNELS))
    .execute();

  await db.schema
    .createTable('purchase_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sku_id', 'text', (col) => col.notNull().references('skus.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'text', (col) => col.notNull().references('warehouses.id').onDelete('cascade'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('carrier', 'text', (col) => col.notNull())
    .addColumn('ordered_on', 'text', (col) => col.notNull())
    .addColumn('expected_landing_on', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addCheckConstraint('purchase_orders_channel', inList('channel', CHANNELS))
    .addCheckConstraint('purchase_orders_status', inList('status', ['in_transit', 'landed']))
    .execute();
  await db.schema.createIndex('purchase_orders_member').on('purchase_orders').column('member_id').execute();

  await db.schema
    .createTable('warehouse_costs')
    .addColumn('warehouse_id', 'text', (col) => col.notNull().references('warehouses.id').onDelete('cascade'))
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('storage_cents', 'integer', (col) => col.notNull())
    .addColumn('labor_cents', 'integer', (col) => col.notNull())
    .addColumn('shipping_cents', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('warehouse_costs_pk', ['warehouse_id', 'month'])
    .execute();
}

async function down(db: Db): Promise<void> {
  const tables = [
    'warehouse_costs',
    'purchase_orders',
    'inventory',
    'warehouses',
    'skus',
    'products',
    'incoming_orders',
    'transactions',
    'agent_usage',
    'accounts',
    'api_tokens',
    'member_permissions',
    'members',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}

export const foundation: Migration = { up, down };
