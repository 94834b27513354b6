import { elementMeta } from '../../kit/element-meta';
import type { ConsoleAuditProps } from './console-audit.props';

export const consoleAuditMeta = elementMeta<ConsoleAuditProps>()({
  tag: 'console-audit',
  summary:
    "The console's audit log: everything the app's owners and secret keys did (who, what, to what, when, from where, how it ended), newest first, filtered by who acted, the action or its area, the target and days, paged by the server; the filtered log downloads as CSV. Needs an owner's console session.",
  attributes: {
    filters: {
      type: 'string',
      description:
        'The filters to show, as a URL query: `actorType` (`owner`, `secret-key` or `system`), `actorId`, `action`, `targetId`, `from` and `to` (`YYYY-MM-DD`); what else it holds, or a value none of these takes, is ignored. The query `console-audit-filters` gives fits here as it is.',
      default: '',
    },
    pageSize: { type: 'number', description: 'Events per page, 1 to 200.', default: 50 },
  },
  properties: {},
  events: {
    'console-audit-filters': {
      detail: { query: 'string' },
      description:
        'The owner applied other filters (or cleared them); `query` holds them as a URL query without `?` (empty for the whole log), for the page to keep in its URL and give back as `filters`.',
    },
    'console-audit-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading failed; the page says so and offers a retry.',
    },
  },
  parts: {
    filters: 'The filter form',
    export: 'The CSV download link',
    pager: 'The previous and next page buttons',
    table: 'The events table',
    error: 'The failure message with its retry button',
  },
  example: '<console-audit page-size="50"></console-audit>',
});
