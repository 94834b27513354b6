import { describe, expect, it } from 'vitest';
import { appRedirectProblem } from './console-app-settings';
import { isOriginPattern } from './origin-patterns';

const ORIGINS = ['https://www.shop.example', 'https://*.shop.example', 'http://127.0.0.1:*'];

describe('an app-wide redirect', () => {
  it.each([
    '/',
    '/welcome',
    '/a/b?c=d#e',
    'https://www.shop.example/thanks',
    'https://eu.shop.example/',
    'http://127.0.0.1:4173/x',
  ])('follows %s', (value) => expect(appRedirectProblem(value, ORIGINS)).toBeNull());

  it.each([
    ['javascript:alert(1)', 'http(s)'],
    ['data:text/html,x', 'http(s)'],
    ['//evil.example/', '//'],
    ['/\\evil.example/', '//'],
    ['https://evil.example/', 'not an allowed origin'],
    ['https://shop.example.evil.example/', 'not an allowed origin'],
    ['https://user:pw@www.shop.example/', 'user name'],
    ['welcome', 'neither a path'],
    ['/with space', 'space'],
  ])('refuses %s', (value, reason) => expect(appRedirectProblem(value, ORIGINS)).toContain(reason));
});

describe('an allowed origin pattern', () => {
  it.each(['https://www.shop.example', 'https://*.shop.example', 'http://127.0.0.1:*', 'http://localhost:3000'])(
    'takes %s',
    (value) => expect(isOriginPattern(value)).toBe(true),
  );
  it.each([
    'https://shop.example/',
    'https://shop.example/path',
    'ftp://shop.example',
    'https://*',
    'https://a.*.example',
    '*.shop.example',
    'https://shop.example:*:*',
    'javascript:alert(1)',
  ])('refuses %s', (value) => expect(isOriginPattern(value)).toBe(false));
});
