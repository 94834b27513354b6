import { elementMeta } from '../../kit/element-meta';
import type { XrayBadgeProps } from './xray-badge.props';

export const xrayBadgeMeta = elementMeta<XrayBadgeProps>()({
  tag: 'xray-badge',
  summary:
    "The inspector's floating badge at the bottom centre of the page (test mode): 'Test Mode' while the developer sidebar is closed, 'Hide Inspector' while it is open, the number of items, and a red dot when the page has an error. A click opens or closes the sidebar.",
  attributes: {},
  properties: {},
  events: {},
  parts: {
    badge: 'The badge button',
    label: "Its text: 'Test Mode' or 'Hide Inspector'",
    count: 'The number of items',
    'error-dot': 'The red dot shown when the page has an error',
  },
});
