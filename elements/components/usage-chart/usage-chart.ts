import { defineElement } from '../../kit/define-element';
import { UsageChart } from './usage-chart.component';
import { usageChartMeta } from './usage-chart.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = usageChartMeta;

defineElement(usageChartMeta, UsageChart);
