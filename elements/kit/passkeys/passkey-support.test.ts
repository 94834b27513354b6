import { describe, expect, it } from 'vitest';
import { isIpAddress } from './passkey-support';

describe('isIpAddress', () => {
  it.each(['127.0.0.1', '10.0.0.12', '[::1]', '[2001:db8::8a2e:370:7334]', '[::ffff:127.0.0.1]'])(
    '%s is an address, where browsers refuse passkeys',
    (hostname) => {
      expect(isIpAddress(hostname)).toBe(true);
    },
  );

  it.each(['localhost', 'example.com', 'app.example.co.uk', '127.0.0.1.nip.io', 'xn--bcher-kva.example', ''])(
    '%j is a name',
    (hostname) => {
      expect(isIpAddress(hostname)).toBe(false);
    },
  );
});
