import { proxy, subscribe } from 'valtio/vanilla';
import type { Theme } from '../elements/kit/theme-tokens';
import { THEME_STORAGE_KEY } from './theme-storage-key';

function storedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** The dashboard's colour scheme: dark by default, the member's choice remembered. */
export const themeStore = proxy<{ theme: Theme }>({ theme: storedTheme() });

export function toggleTheme(): void {
  themeStore.theme = themeStore.theme === 'dark' ? 'light' : 'dark';
}

subscribe(themeStore, () => {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, themeStore.theme);
  } catch {
    // The choice then lasts for this page only.
  }
});
