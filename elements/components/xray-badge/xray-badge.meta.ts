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
  example: `
    <!-- With a test-mode key (pk_sb_...) the script adds the badge by itself; this form gives it an error. -->
    <form data-ms-form="login" data-ms-redirect="javascript:alert(1)">
      <input data-ms-member="email" type="email" aria-label="Email" />
      <input data-ms-member="password" type="password" aria-label="Password" />
      <button type="submit">Log in</button>
    </form>
  `,
});
