import { describe, expect, it } from 'vitest';
import { redirectProblem, safeRedirect } from './safe-redirect';

const page = {
  base: 'https://shop.example/account/login',
  origin: 'https://shop.example',
  allowedOrigins: ['https://app.example', 'http://127.0.0.1:*'],
};

/** Values that must never be followed, whatever the app allows. */
const HOSTILE_REDIRECTS = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/phish',
  '\\\\evil.example/phish',
  '/\\evil.example/phish',
  '/\t/evil.example/phish',
  'https://evil.example/phish',
  'https://shop.example.evil.example/',
  'http://shop.example/',
  'https://shop.example@evil.example/',
  'https://user:pass@shop.example/',
  'http://[::1',
];

describe('redirectProblem', () => {
  it.each([
    '/welcome',
    'welcome',
    './welcome?x=1#top',
    '../up',
    '?tab=plans',
    '#plans',
    'https://shop.example/welcome',
    'https://app.example/dashboard',
    'http://127.0.0.1:5173/',
  ])('follows %s', (value) => {
    expect(redirectProblem(value, page)).toBeNull();
  });

  it.each(HOSTILE_REDIRECTS)('refuses %j, saying why', (value) => {
    expect(redirectProblem(value, page)?.reason).toMatch(/^(starts with|is|carries|leads to)/);
  });

  it('names the scheme and the origin it refuses', () => {
    expect(redirectProblem('javascript:alert(1)', page)).toEqual({
      kind: 'unsafe',
      reason: 'is a javascript: URL, and only relative paths and http(s) URLs are followed',
    });
    expect(redirectProblem('https://evil.example/x', page)).toEqual({
      kind: 'off-site',
      reason: "leads to https://evil.example, which is neither this page's origin nor one of the app's allowed origins",
    });
    expect(redirectProblem('//shop.example/x', page)).toEqual({
      kind: 'unsafe',
      reason: 'starts with //, which leads to whatever host follows',
    });
  });

  it('does not judge other origins while the allowed ones are unknown (the inspector before the app loads)', () => {
    expect(redirectProblem('https://app.example/x', { ...page, allowedOrigins: null })).toBeNull();
    expect(redirectProblem('javascript:alert(1)', { ...page, allowedOrigins: null })).not.toBeNull();
  });
});

describe('safeRedirect', () => {
  it('answers the resolved URL of a value it follows', () => {
    expect(safeRedirect('welcome', page)).toBe('https://shop.example/account/welcome');
    expect(safeRedirect('https://app.example/d', page)).toBe('https://app.example/d');
  });

  it.each(HOSTILE_REDIRECTS)('sends %j to / of the page origin', (value) => {
    expect(safeRedirect(value, page)).toBe('https://shop.example/');
  });

  it('follows only the page origin while the allowed ones are unknown', () => {
    expect(safeRedirect('https://app.example/d', { ...page, allowedOrigins: null })).toBe('https://shop.example/');
  });
});
