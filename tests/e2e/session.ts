import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env';
import { logInAs } from './members';

/** The seeded accounts' passwords, as the contract gives them. */
const SEED_PASSWORDS: Record<string, string> = {
  'demo@chainforge.dev': 'ChainForge-demo-1',
  'supply@chainforge.dev': 'ChainForge-supply-1',
  'chat@chainforge.dev': 'ChainForge-chat-1',
  'viewer@chainforge.dev': 'ChainForge-viewer-1',
};

/** An API token for a seeded account, the product's own way: a membership sign-in, then single sign-on. */
export async function issueToken(email: string): Promise<string> {
  const password = SEED_PASSWORDS[email];
  if (!password) throw new Error(`${email} is not a seeded account`);
  const { member, tokens } = await logInAs(email, password);
  const answer = await fetch(`${E2E_BASE_URL}/api/memberstack/sso`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ memberstack_user_id: member.id, token: tokens.accessToken }),
  });
  if (!answer.ok) throw new Error(`POST /api/memberstack/sso: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** Signs the page in as the account, as the dashboard's startup finds it: a stored api_token. */
export async function signIn(page: Page, email: string): Promise<string> {
  const token = await issueToken(email);
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
