import type { SupplyChainOverview } from '../../../contract/product-answers';

export interface SupplyChainOverviewProps {
  /** `total` (every channel together), `east`, `west` or `amzn`. */
  channel?: string;
  overview?: SupplyChainOverview;
}
