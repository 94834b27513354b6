import { expect, test } from '@playwright/test';
import type { Server } from 'node:http';
import { buildMemberstackSite, openMemberstackSite, serveMemberstackSite } from './memberstack-site';

// What @memberstack/dom answers, as a site uses it; typed loosely on purpose: this is their API.
type Answer = { data: any };
declare global {
  interface Window {
    memberstack: Record<string, (...args: any[]) => Promise<Answer>>;
    authChanges: unknown[];
  }
}

test.describe("Memberstack's own browser SDK against our service", () => {
  let site: Server;
  test.beforeAll(async () => {
    await buildMemberstackSite();
    site = await serveMemberstackSite();
  });
  test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  test('reads the app and its plans', async ({ page }) => {
    await openMemberstackSite(page);
    const app = await page.evaluate(async () => (await window.memberstack.getApp!()).data);
    expect(app.id).toBe('app_chainforge_demo');
    expect(app.customFields.map((field: { key: string }) => field.key)).toEqual(expect.arrayContaining(['first-name', 'last-name']));
    const plans = await page.evaluate(async () => (await window.memberstack.getPlans!()).data);
    expect(plans.length).toBeGreaterThanOrEqual(4);
    const plan = await page.evaluate(async (planId) => (await window.memberstack.getPlan!({ planId })).data, plans[0].id);
    expect(plan.id).toBe(plans[0].id);
  });

  test('logs in, knows the current member, tells onAuthChange, and logs out', async ({ page }) => {
    await openMemberstackSite(page);
    const login = await page.evaluate(async () =>
      (await window.memberstack.loginMemberEmailPassword!({ email: 'demo@chainforge.dev', password: 'ChainForge-demo-1' })).data,
    );
    expect(login.member.auth.email).toBe('demo@chainforge.dev');
    expect(login.tokens.accessToken).toBeTruthy();
    const current = await page.evaluate(async () => (await window.memberstack.getCurrentMember!()).data);
    expect(current.id).toBe(login.member.id);
    expect(await page.evaluate(() => window.authChanges.some((member: any) => member?.auth?.email === 'demo@chainforge.dev'))).toBe(true);

    await page.evaluate(async () => window.memberstack.logout!());
    expect(await page.evaluate(async () => (await window.memberstack.getCurrentMember!()).data)).toBeNull();
  });

  test('signs up a new member with custom fields', async ({ page }) => {
    await openMemberstackSite(page);
    const email = `compat-${Date.now()}@example.com`;
    const signup = await page.evaluate(
      async (address) =>
        (
          await window.memberstack.signupMemberEmailPassword!({
            email: address,
            password: 'a-long-unusual-passphrase-42',
            customFields: { 'first-name': 'Ada' },
          })
        ).data,
      email,
    );
    expect(signup.member.auth.email).toBe(email);
    expect(signup.member.customFields['first-name']).toBe('Ada');
  });

  test('a wrong password is refused with a message', async ({ page }) => {
    await openMemberstackSite(page);
    const failure = await page.evaluate(async () => {
      try {
        await window.memberstack.loginMemberEmailPassword!({ email: 'demo@chainforge.dev', password: 'not-the-password' });
        return null;
      } catch (error) {
        return { message: (error as Error).message };
      }
    });
    expect(failure?.message).toBeTruthy();
  });
});
