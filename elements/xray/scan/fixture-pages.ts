import type { XrayIssueId } from '../../../contract/xray-catalogue';

/**
 * The fixture pages under demo-pages/xray/ (served at /demo-pages/xray/), one per scan rule, with the ids each one's flagged cases get. Elements carry their expectations:
 * `data-expect` the ids of the issues they get (empty: none), `data-expect-message` the message
 * when they get one issue, `data-expect-found` the catalogue ids of their found attributes.
 * The element tests and the `npm run xray` tests both read this list.
 */
export const XRAY_FIXTURE_PAGES: readonly { page: string; ids: readonly XrayIssueId[] }[] = [
  { page: 'plan-price-suffix.html', ids: ['broken-plan-suffix', 'broken-price-suffix'] },
  { page: 'plan-price-buttons.html', ids: ['broken-plan-button', 'broken-price-button'] },
  { page: 'plan-price-ids.html', ids: ['incorrect-plan-id', 'incorrect-price-id'] },
  { page: 'missing-attribute-value.html', ids: ['missing-attribute-value'] },
  {
    page: 'profile-image-in-forms.html',
    ids: ['image-inside-profile-form', 'image-inside-signup-form', 'image-inside-comment-form'],
  },
  { page: 'extra-login-elements.html', ids: ['extra-login-elements'] },
  { page: 'commenting.html', ids: ['orphan-commenting-ui', 'post-in-thread'] },
  { page: 'plan-on-social-auth.html', ids: ['plan-on-social-auth'] },
  { page: 'private-custom-field.html', ids: ['private-custom-field'] },
  { page: 'misplaced-form-attribute.html', ids: ['misplaced-form-attribute'] },
  { page: 'install-code-duplicate.html', ids: ['duplicate-install-code'] },
  { page: 'install-code-in-body.html', ids: ['misplaced-install-code'] },
  { page: 'missing-form-elements.html', ids: ['missing-login-elements', 'missing-signup-elements'] },
  { page: 'missing-redirect.html', ids: ['missing-redirect'] },
  { page: 'plan-price-without-action.html', ids: ['plan-without-action', 'price-without-action'] },
  { page: 'redirects.html', ids: ['unsafe-redirect', 'off-site-redirect'] },
  { page: 'found.html', ids: [] },
];

export const XRAY_FIXTURE_PATH = '/demo-pages/xray/';
