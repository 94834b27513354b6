import { describe, expect, it } from 'vitest';
import { base64urlToBytes, bytesToBase64url } from './base64url';

describe('base64url', () => {
  it('encodes without padding, with - and _ for + and /', () => {
    expect(bytesToBase64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(bytesToBase64url(new Uint8Array([1]).buffer)).toBe('AQ');
    expect(bytesToBase64url(new Uint8Array([9, 1, 2]).subarray(1))).toBe('AQI');
  });

  it('decodes what it encodes, unpadded', () => {
    const bytes = new Uint8Array(Array.from({ length: 64 }, (_, index) => (index * 37) % 256));
    expect(base64urlToBytes(bytesToBase64url(bytes))).toEqual(bytes);
    expect(base64urlToBytes('-_-_')).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
  });
});
