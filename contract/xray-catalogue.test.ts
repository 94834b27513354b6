import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEYS,
  cartEntryFor,
  catalogueEntry,
  catalogueEntryFor,
  documentationUrl,
  issueMessage,
  XRAY_CATALOGUE,
  XRAY_ERROR_IDS,
  XRAY_WARNING_IDS,
  withoutActionFields,
} from './xray-catalogue';

const byType = (type: string) => XRAY_CATALOGUE.filter((entry) => entry.type === type);
const ALLOWED_TAGS = new Set(['p', 'strong', 'em', 'code', 'a', 'ul', 'ol', 'li', 'br']);

/** Every tag of an HTML string, checked for the allow-list and balanced nesting. */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const [tag, closing, name, attributes] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const lower = name!.toLowerCase();
    if (!ALLOWED_TAGS.has(lower)) problems.push(`tag ${tag}`);
    if (closing) {
      if (open.pop() !== lower) problems.push(`unbalanced ${tag}`);
    } else if (lower !== 'br') {
      open.push(lower);
      const rest = attributes!.trim();
      if (lower === 'a' ? !/^href="(https?:\/\/|\/(?!\/))[^"]*"$/.test(rest) : rest) problems.push(`attributes ${tag}`);
    }
  }
  if (open.length) problems.push(`unclosed ${open.join(', ')}`);
  if (/<(?![a-zA-Z/])/.test(html)) problems.push('a bare <');
  return problems;
}

describe('the X-ray catalogue', () => {
  it('has every error and warning the inspector reports, typed as such', () => {
    expect(byType('error').map((entry) => entry.id)).toEqual([...XRAY_ERROR_IDS]);
    expect(byType('warning').map((entry) => entry.id)).toEqual([...XRAY_WARNING_IDS]);
  });

  it('has the two cart states', () => {
    expect(cartEntryFor(CART_STORAGE_KEYS.plan)?.title).toBe('Ready for Signup');
    expect(cartEntryFor(CART_STORAGE_KEYS.price)?.title).toBe('Ready for Checkout');
    expect(byType('cart')).toHaveLength(2);
  });

  it('has one found entry per catalogued attribute', () => {
    const attributes = byType('found').map((entry) => entry.dataAttribute);
    const expected = [
      ...['add', 'update', 'remove'].flatMap((suffix) => [`data-ms-price:${suffix}`, `data-ms-plan:${suffix}`]),
      ...[
        'signup',
        'login',
        'passwordless-signup',
        'passwordless-login',
        'forgot-password',
        'reset-password',
        'profile',
        'password',
        'email',
      ].map((form) => `data-ms-form="${form}"`),
      'data-ms-channel',
      'data-ms-action="logout"',
      ...['signup', 'login', 'profile', 'forgot-password'].map((modal) => `data-ms-modal="${modal}"`),
      ...['customer-portal', 'resend-verification-email', 'login-redirect', 'profile-image'].map(
        (action) => `data-ms-action="${action}"`,
      ),
      'data-ms-member',
      ...['facebook', 'google', 'linkedin', 'spotify', 'dribbble', 'github'].map(
        (provider) => `data-ms-auth-provider="${provider}"`,
      ),
      'data-ms-content',
      'data-ms-post-creator',
      'data-ms-thread-creator',
    ];
    expect(attributes).toEqual(expect.arrayContaining(expected));
    // Beyond the spec's list, the contract's vocabulary: the redirect, the commenting parts and the passkey sign-in.
    expect(attributes.filter((attribute) => !expected.includes(attribute!)).sort()).toEqual([
      'data-ms-action="passkey-login"',
      'data-ms-post',
      'data-ms-redirect',
      'data-ms-thread',
    ]);
  });

  it('gives every entry a unique id, a title, a description and its documentation anchor', () => {
    const ids = XRAY_CATALOGUE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of XRAY_CATALOGUE) {
      expect(entry.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(entry.title).not.toBe('');
      expect(entry.description).toMatch(/^<p>/);
      expect(entry.documentationLink).toBe(`/docs/attributes#${entry.id}`);
      expect(catalogueEntry(entry.id)).toBe(entry);
      expect(Boolean(entry.dataAttribute)).toBe(entry.type === 'found' || entry.type === 'cart');
    }
  });

  it('writes descriptions and help in simple, balanced HTML with safe links', () => {
    for (const entry of XRAY_CATALOGUE) {
      expect(htmlProblems(entry.description), entry.id).toEqual([]);
      for (const help of entry.helpItems) {
        expect(help.title, entry.id).not.toBe('');
        expect(htmlProblems(help.description), `${entry.id}: ${help.title}`).toEqual([]);
      }
    }
    // The check itself.
    expect(htmlProblems('<p>a <script>x</script></p>')).toEqual(['tag <script>', 'tag </script>']);
    expect(htmlProblems('<p><a href="javascript:alert(1)">x</a></p>')).toEqual([
      'attributes <a href="javascript:alert(1)">',
    ]);
    expect(htmlProblems('<p><strong>x</p>')).toEqual(['unbalanced </p>', 'unclosed p']);
  });

  it('gives errors and warnings a message, and nothing else one', () => {
    for (const entry of XRAY_CATALOGUE) {
      const issue = entry.type === 'error' || entry.type === 'warning';
      expect(entry.message !== '', entry.id).toBe(issue);
    }
  });

  it('fixes the broken-suffix message as the spec words it', () => {
    for (const id of ['broken-plan-suffix', 'broken-price-suffix'] as const)
      expect(issueMessage(id, { attribute: 'data-ms-plan:ad' })).toBe(
        "The data-ms-plan:ad attribute's suffix is incorrect (e.g. :add, :update, :remove).",
      );
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(issueMessage('broken-plan-button', { attribute: 'data-ms-plan:add', value: 'x' })).toBe(
      'The data-ms-plan:add attribute needs {expected}; its value is "x".',
    );
    expect(issueMessage('duplicate-install-code', { count: 2 })).toBe(
      'The Chain Forge script is on this page 2 times: keep one, in the head.',
    );
  });

  it('tells a plan or price button that leads nowhere what to add for the kind of element it is', () => {
    const message = (tagName: string, href: string | null) =>
      issueMessage('plan-without-action', { attribute: 'data-ms-plan:add', ...withoutActionFields(tagName, href) });
    expect(message('a', '#')).toBe(
      'The data-ms-plan:add link has an empty or "#" href and no data-ms-modal: give it the href of a page, or add data-ms-modal="signup".',
    );
    expect(message('a', null)).toBe(
      'The data-ms-plan:add link has no href and no data-ms-modal: give it the href of a page, or add data-ms-modal="signup".',
    );
    expect(message('button', null)).toBe(
      'The data-ms-plan:add button has no data-ms-modal: add data-ms-modal="signup", or make it a link to a page.',
    );
    expect(message('div', null)).toBe(
      'The data-ms-plan:add <div> element has no data-ms-modal: add data-ms-modal="signup", or make it a link to a page.',
    );
    expect(catalogueEntry('price-without-action')!.message).toBe(catalogueEntry('plan-without-action')!.message);
  });

  it('carries the help advice where it applies', () => {
    const helpOf = (id: string) =>
      catalogueEntry(id)!
        .helpItems.map((help) => help.description)
        .join(' ');
    expect(helpOf('auth-provider-google')).toContain('your own</strong> developer account');
    expect(helpOf('form-forgot-password')).toContain('within 30 seconds');
    expect(helpOf('form-forgot-password')).toContain('contact support');
    expect(helpOf('commenting-channel')).toContain('visible only in test mode');
    expect(helpOf('action-profile-image')).toContain('cannot be in forms');
    expect(helpOf('image-inside-signup-form')).toContain('cannot be in forms');
    expect(helpOf('price-remove')).toContain('removes only paid plans');
    expect(helpOf('plan-remove')).toContain('plan remove attribute');
    expect(helpOf('price-add')).toContain('only for logged-in members');
    expect(helpOf('action-login-redirect')).toContain('only shows to a logged-in member');
    expect(helpOf('gated-content')).toContain('hidden and removed');
    expect(helpOf('gated-content')).toContain('exclamation mark inverts');
    expect(helpOf('member-data')).toContain('visible only to that member');
    expect(helpOf('post-creator')).toContain('public only if the custom field is public');
    expect(helpOf('private-custom-field')).toContain('public only if the custom field is public');
  });

  describe('catalogueEntryFor', () => {
    it('finds the entry for an exact value, else for the attribute', () => {
      expect(catalogueEntryFor('data-ms-form', 'login')?.id).toBe('form-login');
      expect(catalogueEntryFor('data-ms-form', ' signup ')?.id).toBe('form-signup');
      expect(catalogueEntryFor('data-ms-plan:add', 'pln_x')?.id).toBe('plan-add');
      expect(catalogueEntryFor('DATA-MS-MEMBER', 'first-name')?.id).toBe('member-data');
      expect(catalogueEntryFor('data-ms-content', '!members')?.id).toBe('gated-content');
      expect(catalogueEntryFor('data-ms-auth-provider', 'github')?.id).toBe('auth-provider-github');
    });

    it('knows nothing of typos and values outside the vocabulary', () => {
      expect(catalogueEntryFor('data-ms-form', 'logn')).toBeUndefined();
      expect(catalogueEntryFor('data-ms-plan:ad', 'pln_x')).toBeUndefined();
      expect(catalogueEntryFor('data-ms-auth-provider', 'myspace')).toBeUndefined();
      expect(catalogueEntryFor('data-ms-unknown', 'x')).toBeUndefined();
    });
  });

  it('resolves documentation links against the server the script came from', () => {
    expect(documentationUrl(catalogueEntry('plan-add')!, 'http://127.0.0.1:4173/cdn/chainforge-elements.js')).toBe(
      'http://127.0.0.1:4173/docs/attributes#plan-add',
    );
  });
});
