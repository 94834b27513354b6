// Declared once in the contract the server imports too; the elements keep importing them from here.
export type { AccountBalance, AgentStats, IncomingOrder, Permissions, Transaction } from './contract/product-answers';
