import { Hono, type Context } from 'hono';
import type { AdminMemberPage, AdminDeletedMember } from '../../../contract/membership-answers.ts';
import { listMemberPage, type MemberFilter } from '../../db/queries/membership/member-list.ts';
import { replaceMemberJson, setLoginRedirect } from '../../db/queries/membership/member-updates.ts';
import { findMemberByEmail, findMemberById, type MemberRow } from '../../db/queries/membership/members.ts';
import { apiError } from '../../http/errors.ts';
import { asciiEmail, redirectRefusal } from '../../http/fields.ts';
import { jsonBody, optionalJsonBody, queryParams } from '../../http/validate.ts';
import { storedModeOrigins } from '../apps.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { admitNewMember, createMember } from '../members/create-member.ts';
import { deleteMember } from '../members/delete-member.ts';
import { addFreePlan, removeFreePlan } from '../members/free-plans.ts';
import { assertAppCustomFields, updateMemberByApp } from '../members/update-member.ts';
import { assertAcceptablePassword, hashPassword } from '../security/passwords.ts';
import { adminMemberView, adminMemberViews } from '../views/admin-member-view.ts';
import { adminCall, noteAudit } from './admin-call.ts';
import type { AdminEnv } from './admin-context.ts';
import {
  createBody,
  DEFAULT_PAGE_SIZE,
  deleteBody,
  filtersUsed,
  listQuery,
  memberFilterOf,
  planBody,
  updateBody,
} from './member-bodies.ts';

const NOT_FOUND_MESSAGE = 'There is no member with this id in the app and mode of this key.';

type AdminVars = { var: AdminEnv['Variables'] };

/** The member, if it is one of the key's app and mode: another app's member is no different from none. */
function ownMember(c: AdminVars, member: MemberRow | undefined): MemberRow | undefined {
  const key = c.var.secretKey;
  return member?.app_id === key.app_id && member.mode === key.mode ? member : undefined;
}

/** `add-plan` and `remove-plan` answer the text OK, which `@memberstack/admin` hands back as it is. */
const ok = (c: Context) => c.text('OK', 200, { 'Cache-Control': 'no-store' });

/**
 * The members half of Memberstack's admin API, at the paths and in the shapes `@memberstack/admin`
 * 1.7 calls (node_modules/@memberstack/admin/lib/methods/members): the key's app and mode only.
 */
export function adminMemberRoutes(services: MembershipServices) {
  const { db, limiter } = services;
  const call = (action: string) => adminCall(db, limiter, action);

  async function memberNamed(c: AdminVars, id: string): Promise<MemberRow> {
    const member = ownMember(c, await findMemberById(db, id));
    noteAudit(c, { targetType: 'member', targetId: id });
    if (!member) throw apiError('member-not-found', { message: NOT_FOUND_MESSAGE });
    return member;
  }

  /**
   * A member's login redirect is followed on the pages of the key's app and mode, so it must lead
   * where those pages may go, by the rule every kept redirect follows; refused before anything is stored.
   */
  async function refuseUnfollowableRedirect(c: AdminVars, loginRedirect: string | null | undefined): Promise<void> {
    if (loginRedirect === undefined || loginRedirect === null) return;
    const key = c.var.secretKey;
    const refusal = redirectRefusal(loginRedirect, await storedModeOrigins(db, key.app_id, key.mode));
    if (refusal) throw apiError('validation-failed', { message: `loginRedirect: ${refusal}` });
  }

  return (
    new Hono<AdminEnv>()
      .get('/members', call('members.list'), queryParams(listQuery), async (c) => {
        const query = c.get('query');
        const key = c.var.secretKey;
        const filter: MemberFilter = { appId: key.app_id, mode: key.mode, ...memberFilterOf(query) };
        const page = await listMemberPage(db, {
          filter,
          after: query.after,
          order: query.order ?? 'ASC',
          limit: query.first ?? DEFAULT_PAGE_SIZE,
        });
        noteAudit(c, { detail: { filters: filtersUsed(query) } });
        const answerBody: AdminMemberPage = {
          data: await adminMemberViews(db, page.rows),
          totalCount: page.totalCount,
          endCursor: page.rows.at(-1)?.seq ?? query.after ?? 0,
          hasNextPage: page.hasNextPage,
        };
        return c.json(answerBody, 200, { 'Cache-Control': 'no-store' });
      })
      // By id, or by email (the SDK puts either in the path); a miss is { data: null }, as Memberstack answers.
      .get('/members/:idOrEmail', call('members.retrieve'), async (c) => {
        const named = c.req.param('idOrEmail').trim();
        const key = c.var.secretKey;
        const email = named.includes('@') ? asciiEmail(named) : undefined;
        const found = named.includes('@')
          ? email === undefined
            ? undefined
            : await findMemberByEmail(db, key.app_id, key.mode, email)
          : ownMember(c, await findMemberById(db, named));
        noteAudit(c, { targetType: 'member', targetId: found?.id });
        return answer(c, found ? await adminMemberView(db, found) : null);
      })
      .post('/members', call('members.create'), jsonBody(createBody), async (c) => {
        const body = c.get('body');
        const key = c.var.secretKey;
        assertAcceptablePassword(body.password);
        await assertAppCustomFields(services, key.app_id, body.customFields);
        await refuseUnfollowableRedirect(c, body.loginRedirect);
        const start = await admitNewMember(
          db,
          key.app_id,
          { customFields: body.customFields, planIds: body.plans?.map((plan) => plan.planId) },
          { byApp: true },
        );
        if (await findMemberByEmail(db, key.app_id, key.mode, body.email)) throw apiError('email-already-in-use');
        const member = await createMember(
          db,
          start,
          {
            mode: key.mode,
            email: body.email,
            passwordHash: await hashPassword(body.password, services.hashing),
            verified: false,
            metaData: body.metaData ?? {},
          },
          {
            alongside: async (trx, memberId) => {
              if (body.json) await replaceMemberJson(trx, memberId, body.json);
              if (body.loginRedirect) await setLoginRedirect(trx, memberId, body.loginRedirect);
            },
            takenMessage: 'Another member of this app already uses this email address.',
          },
        );
        noteAudit(c, {
          targetType: 'member',
          targetId: member.id,
          detail: { plans: start.planIds, fields: Object.keys(body).filter((field) => field !== 'password') },
        });
        return answer(c, await adminMemberView(db, member));
      })
      .patch('/members/:id', call('members.update'), jsonBody(updateBody), async (c) => {
        const member = await memberNamed(c, c.req.param('id'));
        await refuseUnfollowableRedirect(c, c.get('body').loginRedirect);
        const changed = await updateMemberByApp(services, member, c.get('body'));
        noteAudit(c, { detail: { fields: changed } });
        const updated = await findMemberById(db, member.id);
        if (!updated) throw apiError('member-not-found', { message: NOT_FOUND_MESSAGE });
        return answer(c, await adminMemberView(db, updated));
      })
      .delete('/members/:id', call('members.delete'), optionalJsonBody(deleteBody), async (c) => {
        const member = await memberNamed(c, c.req.param('id'));
        await deleteMember(services, member, c.get('body'));
        noteAudit(c, { detail: { email: member.email } });
        return answer(c, { id: member.id } satisfies AdminDeletedMember);
      })
      .post('/members/:id/add-plan', call('members.add-plan'), jsonBody(planBody), async (c) => {
        const member = await memberNamed(c, c.req.param('id'));
        const { planId } = c.get('body');
        noteAudit(c, { detail: { planId } });
        await addFreePlan(db, c.var.secretKey.app_id, member.id, planId);
        return ok(c);
      })
      .post('/members/:id/remove-plan', call('members.remove-plan'), jsonBody(planBody), async (c) => {
        const member = await memberNamed(c, c.req.param('id'));
        const { planId } = c.get('body');
        noteAudit(c, { detail: { planId } });
        await removeFreePlan(db, c.var.secretKey.app_id, member.id, planId);
        return ok(c);
      })
  );
}
