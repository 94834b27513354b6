import { callProductApi } from './api-client';
import { runtimeConfig } from './config';
import { shareInFlight } from './shared-request';
import { getApiToken } from './token-storage';
import type {
  AccountBalance,
  AgentStats,
  IncomingOrder,
  Invoice,
  InvoiceDetail,
  Permissions,
  SupplyChainChannel,
  SupplyChainOverview,
  Transaction,
  UsageView,
} from './api-types';

// The product backend's calls: the dashboard's figures, lists and permissions under /api.

/** A GET of the product API, shared with every caller asking for the same answer at the same time. */
const get = <T>(path: string): Promise<T> =>
  shareInFlight(`${runtimeConfig.productApiUrl} ${getApiToken() ?? ''} ${path}`, () =>
    callProductApi<T>({ method: 'GET', url: path }),
  );

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const fetchTransactions = async (): Promise<Transaction[]> => asArray(await get<unknown>('/transactions'));
export const fetchIncomingOrders = async (): Promise<IncomingOrder[]> =>
  asArray(await get<unknown>('/incoming-orders'));
export const fetchAccountBalance = (): Promise<AccountBalance> => get('/account-balance');
export const fetchAgentStats = (): Promise<AgentStats> => get('/stats/agents');
export const fetchInsights = (): Promise<{ insights: string }> => get('/stats/insights');
export const fetchCortexStats = (): Promise<{ incoming_order: number }> => get('/stats/cortex');
export const fetchPermissions = (): Promise<Permissions> => get('/user/permissions');
export const fetchSupplyChainOverview = (channel: SupplyChainChannel = 'total'): Promise<SupplyChainOverview> =>
  get(`/supply-chain/overview?channel=${encodeURIComponent(channel)}`);
export const fetchUsage = (): Promise<UsageView> => get('/stats/usage');
export const fetchInvoices = async (): Promise<Invoice[]> => asArray(await get<unknown>('/invoices'));
export const fetchInvoice = (invoiceId: string): Promise<InvoiceDetail> =>
  get(`/invoices/${encodeURIComponent(invoiceId)}`);
