/**
 * Where the API token lives (localStorage `api_token`). Falls back to memory where storage is
 * missing or refused (private modes, sandboxed frames, node), so nothing throws.
 */
export const API_TOKEN_KEY = 'api_token';
const memory = new Map<string, string>();

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getApiToken(): string | null {
  try {
    return storage()?.getItem(API_TOKEN_KEY) ?? memory.get(API_TOKEN_KEY) ?? null;
  } catch {
    return memory.get(API_TOKEN_KEY) ?? null;
  }
}

/** Whether a member is signed in on this page, as far as the product API can tell. */
export const hasApiToken = (): boolean => getApiToken() !== null;

export function setApiToken(token: string): void {
  memory.set(API_TOKEN_KEY, token);
  try {
    storage()?.setItem(API_TOKEN_KEY, token);
  } catch {
    // Memory keeps it for this page.
  }
}

export function removeApiToken(): void {
  memory.delete(API_TOKEN_KEY);
  try {
    storage()?.removeItem(API_TOKEN_KEY);
  } catch {
    // Nothing stored to remove.
  }
}
