import { describe, expect, it } from 'vitest';
import { createMessages } from '../../../core/membership/messages';
import { MODAL_TEXTS } from '../../../core/membership/modal-texts';
import { defaultPasskeyName } from './device-name';

const messages = createMessages(MODAL_TEXTS);

describe('defaultPasskeyName', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
  ])('names %s as where it is made', (userAgent, name) => {
    expect(defaultPasskeyName(messages, userAgent)).toBe(name);
  });

  it('says what it knows of a browser it does not recognise, else nothing', () => {
    expect(defaultPasskeyName(messages, 'SomeBot/1.0 (Windows NT 10.0)')).toBe('Windows');
    expect(defaultPasskeyName(messages, 'curl/8.0')).toBe('');
  });

  it('follows the site wording', () => {
    const french = createMessages(MODAL_TEXTS, { 'security.passkeys.defaultName': '{browser} sur {system}' });
    expect(defaultPasskeyName(french, 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox sur Linux',
    );
  });
});
