import { apiClient } from './api-client';
import { runtimeConfig } from './config';
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

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Elements on one page that ask for the same answer at once share one request: the dashboard's
 * session and token cards all read GET /stats/agents, which is asked for once.
 */
function get<T>(path: string): Promise<T> {
  const key = `${runtimeConfig.productApiUrl} ${getApiToken() ?? ''} ${path}`;
  const pending = inFlight.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const request = apiClient
    .get<T>(path)
    .then((answer) => answer.data)
    .finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export const fetchTransactions = async (): Promise<Transaction[]> => asArray(await get<unknown>('/transactions'));
export const fetchIncomingOrders = async (): Promise<IncomingOrder[]> =>
  asArray(await get<unknown>('/incoming-orders'));
export const fetchAccountBalance = (): Promise<AccountBalance> => get('/account-balance');
export const fetchAgentStats = (): Promise<AgentStats> => get('/stats/agents');
export const fetchInsights = (): Promise<{ insights: string }> => get('/stats/insights');
export const fetchCortexStats = (): Promise<{ incoming_order: number }> => get('/stats/cortex');
export const fetchPermissions = (): Promise<Permissions> => get('/user/permissions');
export const fetchSupplyChainOverview = async (channel: SupplyChainChannel = 'total'): Promise<SupplyChainOverview> =>
  (await apiClient.get<SupplyChainOverview>('/supply-chain/overview', { params: { channel } })).data;
export const fetchUsage = (): Promise<UsageView> => get('/stats/usage');
export const fetchInvoices = async (): Promise<Invoice[]> => asArray(await get<unknown>('/invoices'));
export const fetchInvoice = (invoiceId: string): Promise<InvoiceDetail> =>
  get(`/invoices/${encodeURIComponent(invoiceId)}`);
