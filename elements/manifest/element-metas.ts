import { balanceCardMeta } from '../balance-card/balance-card.meta';
import type { ElementMeta } from '../kit/element-meta';
import { ordersTableMeta } from '../orders-table/orders-table.meta';
import { transactionsTableMeta } from '../transactions-table/transactions-table.meta';

/** Every element's meta, in tag order: the manifest is written from these. */
export const elementMetas: readonly ElementMeta<object>[] = [
  balanceCardMeta as ElementMeta<object>,
  ordersTableMeta as ElementMeta<object>,
  transactionsTableMeta as ElementMeta<object>,
];
