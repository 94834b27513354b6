import { elementMeta } from '../../kit/element-meta';
import type { XrayDevSidebarProps } from './xray-dev-sidebar.props';

export const xrayDevSidebarMeta = elementMeta<XrayDevSidebarProps>()({
  tag: 'xray-dev-sidebar',
  summary:
    "The inspector's developer sidebar (test mode), 242 px along the right or left side of the page: tabs Inspector (the xray-sidebar list), Member (the signed-in member's data) and App (the app's settings), and a switch between the two sides. The badge opens and closes it; whether it is open, its side, its tab and the X-ray mode survive a reload.",
  attributes: {},
  properties: {},
  events: {},
  parts: {
    sidebar: 'The sidebar box',
    header: 'The header with the title and the side and close buttons',
    'side-switch': 'The button that moves the sidebar to the other side',
    close: 'The close button',
    tabs: 'The tab list',
    tab: 'One tab (Inspector, Member, App)',
    'tab-panel': "A tab's panel",
    facts: 'A list of labels and values (Member and App)',
    'member-plan': "One of the member's plans (expands to its details)",
    'plan-details': 'The plan or price details: ID and priority, or price details',
    empty: 'What the Member tab shows when nobody is signed in',
  },
  example: `
    <!-- With a test-mode key (pk_sb_...) the script adds the sidebar by itself: click the badge to open it. -->
    <p data-ms-content="members">Only members see this paragraph.</p>
    <button type="button" data-ms-modal="login">Log in</button>
  `,
});
