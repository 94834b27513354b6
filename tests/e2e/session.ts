import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from './e2e-env';

/**
 * An API token for a seeded account, from the server-side helper (never an HTTP endpoint), until
 * single sign-on lands with the membership service.
 */
export function issueToken(email: string): string {
  return execFileSync('npx', ['tsx', 'server/testing/issue-token-cli.ts', email], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  }).trim();
}

/** Signs the page in as the account, as the dashboard's startup finds it: a stored api_token. */
export async function signIn(page: Page, email: string): Promise<string> {
  const token = issueToken(email);
  await page.addInitScript((value) => localStorage.setItem('api_token', value), token);
  return token;
}

/** What the real server answers the account, to compare the screen with. */
export async function apiGet<T>(token: string, path: string): Promise<T> {
  const answer = await fetch(`${E2E_BASE_URL}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

export const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(amount);
