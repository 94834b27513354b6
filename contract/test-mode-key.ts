/** A public key with this prefix names an app's test mode (its own members, test payments, the inspector). */
export const TEST_MODE_KEY_PREFIX = 'pk_sb_';

export const isTestModeKey = (publicKey: string | null | undefined): boolean =>
  publicKey?.startsWith(TEST_MODE_KEY_PREFIX) ?? false;
