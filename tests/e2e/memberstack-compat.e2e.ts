import { expect, test } from '@playwright/test';
import type { Server } from 'node:http';
import { E2E_BASE_URL, E2E_MEMBERSHIP_URL } from './e2e-env';
import { latestCode } from './mailbox';
import { freshEmail, signUp } from './members';
import { turnOnTwoStep } from './sign-in-factors';
import { buildMemberstackSite, openMemberstackSite, serveMemberstackSite } from './memberstack-site';

// What @memberstack/dom answers, as a site uses it; typed loosely on purpose: this is their API.
type Answer = { data: any };
declare global {
  interface Window {
    memberstack: Record<string, (...args: any[]) => Promise<Answer>>;
    authChanges: unknown[];
  }
}

/**
 * The SDK's `domain` either way a site may set it: the service under the product's origin, or the
 * root of the membership listener (MEMBERSHIP_PORT), where the social sign-in popup works too.
 */
const SDK_DOMAINS = [
  { where: 'at /membership on the product origin', domain: `${E2E_BASE_URL}/membership` },
  { where: 'at the root of the membership listener', domain: E2E_MEMBERSHIP_URL },
];

for (const { where, domain } of SDK_DOMAINS)
  test.describe(`Memberstack's own browser SDK against our service ${where}`, () => {
    let site: Server;
    test.beforeAll(async () => {
      await buildMemberstackSite();
      site = await serveMemberstackSite();
    });
    test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

    test('reads the app and its plans', async ({ page }) => {
      await openMemberstackSite(page, domain);
      const app = await page.evaluate(async () => (await window.memberstack.getApp!()).data);
      expect(app.id).toBe('app_chainforge_demo');
      expect(app.customFields.map((field: { key: string }) => field.key)).toEqual(
        expect.arrayContaining(['first-name', 'last-name']),
      );
      const plans = await page.evaluate(async () => (await window.memberstack.getPlans!()).data);
      expect(plans.length).toBeGreaterThanOrEqual(4);
      const plan = await page.evaluate(
        async (planId) => (await window.memberstack.getPlan!({ planId })).data,
        plans[0].id,
      );
      expect(plan.id).toBe(plans[0].id);
    });

    test('logs in, knows the current member, tells onAuthChange, and logs out', async ({ page }) => {
      await openMemberstackSite(page, domain);
      const login = await page.evaluate(
        async () =>
          (
            await window.memberstack.loginMemberEmailPassword!({
              email: 'demo@chainforge.dev',
              password: 'ChainForge-demo-1',
            })
          ).data,
      );
      expect(login.member.auth.email).toBe('demo@chainforge.dev');
      expect(login.tokens.accessToken).toBeTruthy();
      const current = await page.evaluate(async () => (await window.memberstack.getCurrentMember!()).data);
      expect(current.id).toBe(login.member.id);
      expect(
        await page.evaluate(() =>
          window.authChanges.some((member: any) => member?.auth?.email === 'demo@chainforge.dev'),
        ),
      ).toBe(true);

      await page.evaluate(async () => window.memberstack.logout!());
      expect(await page.evaluate(async () => (await window.memberstack.getCurrentMember!()).data)).toBeNull();
    });

    test('signs up a new member with custom fields', async ({ page }) => {
      await openMemberstackSite(page, domain);
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
      await openMemberstackSite(page, domain);
      const failure = await page.evaluate(async () => {
        try {
          await window.memberstack.loginMemberEmailPassword!({
            email: 'demo@chainforge.dev',
            password: 'not-the-password',
          });
          return null;
        } catch (error) {
          return { message: (error as Error).message };
        }
      });
      expect(failure?.message).toBeTruthy();
    });

    test('a member with two-step sign-in on is refused with second-factor-required, and no session is kept', async ({
      page,
    }) => {
      const email = freshEmail('sdk-two-step');
      await turnOnTwoStep(await signUp(email, 'sdk-two-step-1'));
      await openMemberstackSite(page, domain);
      const outcome = await page.evaluate(
        async (credentials) => {
          try {
            await window.memberstack.loginMemberEmailPassword!(credentials);
            return { refused: null, member: null };
          } catch (error) {
            const refused = error as { code?: string; message: string };
            const current = await window.memberstack.getCurrentMember!();
            return { refused: { code: refused.code, message: refused.message }, member: current.data };
          }
        },
        { email, password: 'sdk-two-step-1' },
      );
      expect(outcome.refused?.code).toBe('second-factor-required');
      expect(outcome.refused?.message).toMatch(/two-step sign-in turned on/);
      expect(outcome.member).toBeNull();
    });

    test('updates custom fields, member JSON and the password', async ({ page }) => {
      await openMemberstackSite(page, domain);
      const email = `update-${Date.now()}@example.com`;
      const result = await page.evaluate(async (address) => {
        const ms = window.memberstack;
        await ms.signupMemberEmailPassword!({ email: address, password: 'first-long-passphrase-1' });
        const updated = (await ms.updateMember!({ customFields: { 'first-name': 'Grace' } })).data;
        await ms.updateMemberJSON!({ json: { theme: 'light', pins: [1, 2] } });
        const json = (await ms.getMemberJSON!()).data;
        await ms.updateMemberAuth!({ oldPassword: 'first-long-passphrase-1', newPassword: 'second-long-passphrase-2' });
        await ms.logout!();
        const again = (await ms.loginMemberEmailPassword!({ email: address, password: 'second-long-passphrase-2' }))
          .data;
        return { firstName: updated.customFields['first-name'], json, email: again.member.auth.email };
      }, email);
      expect(result).toEqual({ firstName: 'Grace', json: { theme: 'light', pins: [1, 2] }, email });
    });

    test('signs in without a password from a mailed code', async ({ page }) => {
      await openMemberstackSite(page, domain);
      await page.evaluate(() => window.memberstack.sendMemberLoginPasswordlessEmail!({ email: 'chat@chainforge.dev' }));
      const code = await latestCode('chat@chainforge.dev');
      const login = await page.evaluate(
        async (token) =>
          (
            await window.memberstack.loginMemberPasswordless!({
              email: 'chat@chainforge.dev',
              passwordlessToken: token,
            })
          ).data,
        code,
      );
      expect(login.member.auth.email).toBe('chat@chainforge.dev');
    });

    test('resets a forgotten password with the mailed code', async ({ page }) => {
      await openMemberstackSite(page, domain);
      const email = `reset-${Date.now()}@example.com`;
      await page.evaluate(async (address) => {
        await window.memberstack.signupMemberEmailPassword!({ email: address, password: 'forgotten-passphrase-1' });
        await window.memberstack.logout!();
        await window.memberstack.sendMemberResetPasswordEmail!({ email: address });
      }, email);
      const code = await latestCode(email);
      const reset = await page.evaluate(
        async (token) =>
          (await window.memberstack.resetMemberPassword!({ token, newPassword: 'remembered-passphrase-2' })).data,
        code,
      );
      expect(reset).toBeTruthy();
      const login = await page.evaluate(
        async (address) =>
          (await window.memberstack.loginMemberEmailPassword!({ email: address, password: 'remembered-passphrase-2' }))
            .data,
        email,
      );
      expect(login.member.auth.email).toBe(email);
    });

    test('adds and removes a free plan, and opens checkout for a paid price', async ({ page }) => {
      await openMemberstackSite(page, domain);
      const outcome = await page.evaluate(async () => {
        const ms = window.memberstack;
        await ms.loginMemberEmailPassword!({ email: 'supply@chainforge.dev', password: 'ChainForge-supply-1' });
        const plans = (await ms.getPlans!()).data as { id: string; prices: { id: string }[] }[];
        const free = plans.find((plan) => plan.prices.length === 0)!;
        const paid = plans.find((plan) => plan.prices.length > 0)!;
        const added = (await ms.addPlan!({ planId: free.id })).data;
        const hasFree = added.member.planConnections.some(
          (connection: { planId: string }) => connection.planId === free.id,
        );
        const removed = (await ms.removePlan!({ planId: free.id })).data;
        const stillHasFree = removed.member.planConnections.some(
          (connection: { planId: string }) => connection.planId === free.id,
        );
        const checkout = (await ms.purchasePlansWithCheckout!({ priceId: paid.prices[0]!.id, autoRedirect: false }))
          .data;
        return { hasFree, stillHasFree, checkoutUrl: checkout.url as string };
      });
      expect(outcome.hasFree).toBe(true);
      expect(outcome.stillHasFree).toBe(false);
      expect(outcome.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/membership\//);
    });

    test('opens the billing portal for a member with a payment account', async ({ page }) => {
      await openMemberstackSite(page, domain);
      const portal = await page.evaluate(async () => {
        const ms = window.memberstack;
        await ms.loginMemberEmailPassword!({ email: 'demo@chainforge.dev', password: 'ChainForge-demo-1' });
        return (await ms.launchStripeCustomerPortal!({ autoRedirect: false })).data.url as string;
      });
      expect(portal).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/membership\//);
      const page2 = await (await fetch(portal)).text();
      expect(page2).toContain('</html>');
    });

    test('an owner reads the team and regenerates its invite; a new member joins with it', async ({ page }) => {
      await openMemberstackSite(page, domain);
      const owner = await page.evaluate(async () => {
        const ms = window.memberstack;
        const login = (
          await ms.loginMemberEmailPassword!({ email: 'demo@chainforge.dev', password: 'ChainForge-demo-1' })
        ).data;
        const teamId = login.member.teams.ownedTeams[0].teamId as string;
        const team = (await ms.getTeam!({ teamId })).data;
        const invite = (await ms.generateInviteToken!({ teamId })).data;
        await ms.logout!();
        return {
          teamId,
          seats: team.members.length,
          max: team.maxTeamMembers,
          inviteToken: invite.inviteToken as string,
        };
      });
      expect(owner.seats).toBe(3);
      expect(owner.max).toBe(5);
      const joined = await page.evaluate(
        async ({ inviteToken, teamId, email }) => {
          const ms = window.memberstack;
          await ms.signupMemberEmailPassword!({ email, password: 'joining-the-team-passphrase' });
          await ms.joinTeam!({ inviteToken });
          const member = (await ms.getCurrentMember!()).data;
          const teams = member.teams.joinedTeams.map((team: { teamId: string }) => team.teamId);
          // The seat goes back: other tests count on the seeded team having room.
          await ms.removeMemberFromTeam!({ teamId, memberId: member.id });
          return teams;
        },
        { inviteToken: owner.inviteToken, teamId: owner.teamId, email: `joiner-${Date.now()}@example.com` },
      );
      expect(joined).toContain(owner.teamId);
    });

    test('uploads a profile image as a File', async ({ page }) => {
      await openMemberstackSite(page, domain);
      const url = await page.evaluate(async () => {
        const ms = window.memberstack;
        await ms.loginMemberEmailPassword!({ email: 'viewer@chainforge.dev', password: 'ChainForge-viewer-1' });
        const png = Uint8Array.from(
          atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
          (c) => c.charCodeAt(0),
        );
        const answer = await ms.updateMemberProfileImage!({
          profileImage: new File([png], 'me.png', { type: 'image/png' }),
        });
        return answer.data.profileImage as string;
      });
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    });
  });

test.describe("Memberstack's SDK with its domain at the membership listener", () => {
  let site: Server;
  test.beforeAll(async () => {
    await buildMemberstackSite();
    site = await serveMemberstackSite();
  });
  test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  test('signs in with a social provider through its popup', async ({ page }) => {
    await openMemberstackSite(page, E2E_MEMBERSHIP_URL);
    const email = `social-${Date.now()}@example.com`;
    const popupOpened = page.waitForEvent('popup');
    const signedIn = page.evaluate(
      async () => (await window.memberstack.loginWithProvider!({ provider: 'google', allowSignup: true })).data,
    );
    const popup = await popupOpened;
    await popup.locator('#id').fill(`e2e-${Date.now()}`);
    await popup.locator('#email').fill(email);
    await popup.getByRole('button', { name: 'Continue', exact: true }).click();
    const answer = await signedIn;
    expect(answer.member.auth.email).toBe(email);
    expect(answer.member.auth.providers.map((entry: { provider: string }) => entry.provider)).toContain('google');
    const current = await page.evaluate(async () => (await window.memberstack.getCurrentMember!()).data);
    expect(current.auth.email).toBe(email);
  });
});
