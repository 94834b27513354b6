import type { Messages } from '../../../core/membership/messages';

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS X,
// Android and ChromeOS also say Linux.
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A passkey's name to start from, such as 'Chrome on macOS', which the member can change: where it
 * was made is how people tell their passkeys apart. Empty when the browser does not say.
 */
export function defaultPasskeyName(messages: Messages, userAgent = navigator.userAgent): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (!browser || !system) return browser ?? system ?? '';
  return messages.message('security.passkeys.defaultName', { browser, system });
}
