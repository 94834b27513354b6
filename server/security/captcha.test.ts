import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentCaptcha, remoteCaptcha } from './captcha.ts';

describe('development captcha', () => {
  it('accepts a token it issued, once, within two minutes', async () => {
    let clock = 1_000_000;
    const captcha = developmentCaptcha('secret', () => clock);
    const token = captcha.issue();
    expect(await captcha.verify(token)).toBe(true);
    expect(await captcha.verify(token)).toBe(false);
    const late = captcha.issue();
    clock += 2 * 60 * 1000 + 1;
    expect(await captcha.verify(late)).toBe(false);
  });

  it('refuses forged, foreign and malformed tokens', async () => {
    const captcha = developmentCaptcha('secret');
    const other = developmentCaptcha('another secret');
    expect(await captcha.verify(other.issue())).toBe(false);
    const [issuedAt, nonce] = captcha.issue().split('.');
    expect(await captcha.verify(`${issuedAt}.${nonce}.${'A'.repeat(43)}`)).toBe(false);
    for (const token of ['', 'x', '<script>', '1.2.3', 'é'.repeat(5000)])
      expect(await captcha.verify(token)).toBe(false);
  });
});

describe('hCaptcha and Turnstile', () => {
  let server: Server;
  let verifyUrl = '';
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push(body);
        const form = new URLSearchParams(body);
        response.writeHead(form.get('response') === 'down' ? 503 : 200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ success: form.get('secret') === 's3cret' && form.get('response') === 'good' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('asks the provider with the secret, the token and the client address', async () => {
    const captcha = remoteCaptcha('turnstile', { siteKey: 'site', secret: 's3cret', verifyUrl });
    expect(await captcha.verify('good', '203.0.113.9')).toBe(true);
    expect(new URLSearchParams(seen.at(-1)).get('remoteip')).toBe('203.0.113.9');
    expect(await captcha.verify('bad')).toBe(false);
  });

  it('fails closed when the provider errs or cannot be reached', async () => {
    expect(await remoteCaptcha('hcaptcha', { siteKey: 's', secret: 's3cret', verifyUrl }).verify('down')).toBe(false);
    expect(
      await remoteCaptcha('hcaptcha', { siteKey: 's', secret: 's3cret', verifyUrl: 'http://127.0.0.1:9/x' }).verify(
        'good',
      ),
    ).toBe(false);
  });
});
