// Declared once in the contract the server imports too; the elements keep importing them from here.
export type {
  AccountBalance,
  AgentStats,
  IncomingOrder,
  Permissions,
  Transaction,
  InTransitOrder,
  InventoryPosition,
  Invoice,
  InvoiceDetail,
  InvoiceStatus,
  StockChannel,
  SupplyChainChannel,
  SupplyChainOverview,
  UsageDay,
  UsageView,
  WarehouseCost,
} from '../../contract/product-answers';
export { SUPPLY_CHAIN_CHANNELS } from '../../contract/product-answers';
export { daysInMonth, projectMonthlyTokens } from '../../contract/usage-projection';
