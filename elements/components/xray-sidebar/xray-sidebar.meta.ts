import { elementMeta } from '../../kit/element-meta';
import type { XraySidebarProps } from './xray-sidebar.props';

export const xraySidebarMeta = elementMeta<XraySidebarProps>()({
  tag: 'xray-sidebar',
  summary:
    "The inspector's 'Events & Errors' list (test mode): the X-ray switch, pending cart selections, plan and price clicks, removed content, the attributes found, errors and warnings, each expanding to its description, help and documentation. Shown in the developer sidebar's Inspector tab; it fills the box it is put in.",
  attributes: {},
  properties: {},
  events: {},
  parts: {
    panel: 'The whole list with its header',
    header: "The header: 'Events & Errors' and the X-ray switch",
    'xray-switch': 'The X-ray switch (outlines over the page on or off)',
    counts: 'The line counting errors, warnings and attributes found',
    list: 'The scrolling list of groups',
    group: 'A group of items (also group-cart, group-events, group-found, group-errors, group-warnings)',
    'found-toggle': "The 'Attributes Found' button that shows or hides the found items",
    'found-count': 'The number of attributes found',
    item: 'One item (also item-<type>: item-cart, item-found, item-error, ...)',
    'item-button': 'The button that expands an item',
    'item-body': "An expanded item's description, details, help and links",
    'plan-details': 'The plan or price an item names: ID and priority, or price details',
    help: "The 'Need help?' list",
    'help-item': 'One question of the help list',
    'show-on-page': 'The button that scrolls to the item’s element',
    documentation: "The 'Documentation' link",
    empty: 'What shows while the page has nothing to list',
  },
  example: `
    <!-- It fills the box it is put in; with a test-mode key it lists what the page holds, here a plan id the app lacks. -->
    <div style="width: 320px; height: 480px">
      <xray-sidebar></xray-sidebar>
    </div>
    <button type="button" data-ms-modal="login">Log in</button>
    <button type="button" data-ms-plan:add="pln_missing">Join the missing plan</button>
  `,
});
