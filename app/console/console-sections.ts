import { lazy, type ComponentType } from 'react';
import { CONSOLE_PATH } from './console-path';

export interface ConsoleSection {
  /** The nav's label, and the section's page title. */
  label: string;
  /** The section's path under /console: its list page; routes below it belong to it. */
  path: string;
  /** The section's routes, relative to the console, in match order. */
  routes: readonly { path: string; page: ComponentType<{ params: Record<string, string | undefined> }> }[];
}

/**
 * Every section of the console, in the order the nav shows them: a new section is one entry here
 * (its pages in pages/). The nav shows only what is listed, so only sections that work are listed.
 */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    label: 'Members',
    path: '/members',
    routes: [
      {
        path: '/members',
        page: lazy(() => import('./pages/members-page').then((page) => ({ default: page.MembersPage }))),
      },
      {
        path: '/members/import',
        page: lazy(() => import('./pages/member-import-page').then((page) => ({ default: page.MemberImportPage }))),
      },
      {
        path: '/members/:memberId',
        page: lazy(() => import('./pages/member-page').then((page) => ({ default: page.MemberPage }))),
      },
    ],
  },
  {
    label: 'App settings',
    path: '/app',
    routes: [
      {
        path: '/app',
        page: lazy(() => import('./pages/app-settings-page').then((page) => ({ default: page.AppSettingsPage }))),
      },
    ],
  },
  {
    label: 'Comments',
    path: '/comments',
    routes: [
      {
        path: '/comments',
        page: lazy(() => import('./pages/comments-page').then((page) => ({ default: page.CommentsPage }))),
      },
    ],
  },
  {
    label: 'Activity',
    path: '/activity',
    routes: [
      {
        path: '/activity',
        page: lazy(() => import('./pages/activity-page').then((page) => ({ default: page.ActivityPage }))),
      },
    ],
  },
  {
    label: 'Secret keys',
    path: '/keys',
    routes: [
      { path: '/keys', page: lazy(() => import('./pages/keys-page').then((page) => ({ default: page.KeysPage }))) },
    ],
  },
  {
    label: 'Owners',
    path: '/owners',
    routes: [
      {
        path: '/owners',
        page: lazy(() => import('./pages/owners-page').then((page) => ({ default: page.OwnersPage }))),
      },
    ],
  },
  {
    label: 'Your account',
    path: '/account',
    routes: [
      {
        path: '/account',
        page: lazy(() => import('./pages/account-page').then((page) => ({ default: page.AccountPage }))),
      },
    ],
  },
  {
    label: 'Audit log',
    path: '/audit',
    routes: [
      { path: '/audit', page: lazy(() => import('./pages/audit-page').then((page) => ({ default: page.AuditPage }))) },
    ],
  },
];

/** The console's first page, where /console and signing in land. */
export const CONSOLE_HOME = `${CONSOLE_PATH}${CONSOLE_SECTIONS[0]?.path ?? ''}`;
