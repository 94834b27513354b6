import { elementMeta } from '../../kit/element-meta';
import type { ConsoleActivityProps } from './console-activity.props';

export const consoleActivityMeta = elementMeta<ConsoleActivityProps>()({
  tag: 'console-activity',
  summary:
    "The console's activity page for an app's owners: members, members active within 30 days, sign-ups in the period and monthly recurring revenue, then sign-ups per day (30 or 90 days) and members by plan as charts, each with its figures as a table; live or test mode. Needs an owner's console session.",
  attributes: {
    mode: { type: 'string', description: 'The mode shown first: `live` or `test`.', default: 'live' },
  },
  properties: {
    activity: {
      type: 'ConsoleActivity',
      description: 'Preloaded figures (GET /membership/console/activity); when set, nothing is fetched.',
    },
  },
  events: {
    'console-activity-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading failed; the page says so and offers a retry.',
    },
  },
  parts: {
    headline: 'The headline figures',
    chart: 'A chart with its summary, legend and table',
    summary: "A chart's one-line summary",
    plot: 'A chart picture (SVG)',
    'choice-group': 'The mode and period switches',
    loading: 'The loading bar shown while figures are fetched',
    error: 'The failure message with its retry button',
    retry: 'The "Try again" button after a failure',
  },
  example: '<console-activity mode="live"></console-activity>',
});
