import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback.ts';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:2'])(
    'takes %s as this machine',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each([
    '128.0.0.1',
    '126.255.255.255',
    '10.0.0.1',
    '192.0.2.2',
    '0.0.0.0',
    '::',
    '::ffff:192.0.2.2',
    'fd00::2',
    'fe80::1',
    'localhost',
    'unknown',
    '',
  ])('does not take %s as this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '::1', 'localhost', 'LOCALHOST'])('%s keeps the server to this machine', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each(['0.0.0.0', '::', '192.0.2.2', 'members.example.com'])('%s does not', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
