import { elementLoaders } from './element-loaders';
import type { ElementLoaders } from './kit/element-registry';

/**
 * The owners' console's elements. Only the dashboard app's /console pages use them (they call the
 * console's API on the product's own origin with the owner's cookie), and those pages import them
 * themselves, so the CDN script, which every site's page pays for, does not carry their tags.
 */
export const consoleElementLoaders = {
  'console-account': () => import('./components/console-account/console-account'),
  'console-activity': () => import('./components/console-activity/console-activity'),
  'console-app-settings': () => import('./components/console-app-settings/console-app-settings'),
  'console-audit': () => import('./components/console-audit/console-audit'),
  'console-comments': () => import('./components/console-comments/console-comments'),
  'console-keys': () => import('./components/console-keys/console-keys'),
  'console-member': () => import('./components/console-member/console-member'),
  'console-member-import': () => import('./components/console-member-import/console-member-import'),
  'console-members': () => import('./components/console-members/console-members'),
  'console-owners': () => import('./components/console-owners/console-owners'),
  'console-sign-in': () => import('./components/console-sign-in/console-sign-in'),
} satisfies ElementLoaders;

/** Every element of the product: the elements' TypeScript types and the reference derive from this. */
export const everyElementLoader = { ...elementLoaders, ...consoleElementLoaders };
