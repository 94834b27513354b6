import type { UsageView } from '../../core/api-types';

export interface UsageChartProps {
  usage?: UsageView;
}
