import { describe, expect, it } from 'vitest';
import { appRedirectProblem } from './console-app-settings';
import { isOriginPattern } from './origin-patterns';

const ORIGINS = ['https://www.shop.example', 'https://*.shop.example', 'http://127.0.0.1:*'];

describe('a redirect the service keeps', () => {
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
    ['/\t/evil.example', 'space'],
    ['/\u0000/evil.example', 'control character'],
    ['\u0001//evil.example', 'control character'],
  ])('refuses %j', (value, reason) => {
    const problem = appRedirectProblem(value, ORIGINS);
    expect(problem).toContain(reason);
    // Refusals are logged and shown: they say why, never what was given.
    expect(problem).not.toMatch(/evil|alert|user:pw|text\/html|welcome/);
  });
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
