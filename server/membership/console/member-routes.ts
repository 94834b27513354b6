import { Hono, type Context } from 'hono';
import type {
  ConsoleMemberDetail,
  ConsoleMemberPage,
  ConsolePlan,
  ConsoleSignedOut,
} from '../../../contract/console-answers.ts';
import { listCustomFields, listPlans } from '../../db/queries/membership/apps.ts';
import { listMemberPage } from '../../db/queries/membership/member-list.ts';
import {
  findMemberById,
  markMemberVerified,
  normalizeEmail,
  type MemberRow,
} from '../../db/queries/membership/members.ts';
import { findAppName } from '../../db/queries/membership/owners.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import { listLiveMemberSessions } from '../../db/queries/membership/sessions.ts';
import { apiError } from '../../http/errors.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import { DEFAULT_PAGE_SIZE, filtersUsed, memberFilterOf, planBody } from '../admin/member-bodies.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { resetCodeMail } from '../mail/code-mails.ts';
import { deleteMember } from '../members/delete-member.ts';
import { addFreePlan, removeFreePlan } from '../members/free-plans.ts';
import { issueCode } from '../security/codes.ts';
import { revokeAllSessions } from '../security/sessions.ts';
import { adminMemberView, adminMemberViews } from '../views/admin-member-view.ts';
import type { ConsoleEnv } from './console-context.ts';
import { consoleExportQuery, consoleListQuery, deleteConfirmation } from './member-bodies.ts';
import { memberCsvStream } from './member-export.ts';
import { noteOwnerAudit, ownerAction, ownerRead } from './owner-audit.ts';
import { isIdShaped } from './path-ids.ts';
import { requireOwner } from './require-owner.ts';

const NOT_FOUND_MESSAGE = 'There is no member with this id in this app.';

/** A member of an app (every membership member is; product-only accounts have no app). */
type AppMember = MemberRow & { app_id: string; mode: MemberMode };

const isAppMember = (member: MemberRow | undefined, appId: string): member is AppMember =>
  member !== undefined && member.app_id === appId && member.mode !== null;

/**
 * The members of the signed-in owner's app, for the console's pages: the list (the admin API's
 * filters, by mode), its CSV, a member's page and what an owner does to a member. The same list,
 * views and member changes as the admin API; the credential is the owner's session instead of a
 * secret key (its cookie reaches only /membership/console). Reads are limited per owner; every
 * change and every export is limited and recorded in the audit.
 */
export function consoleMemberRoutes(services: MembershipServices) {
  const { db, limiter, secret, mailer } = services;
  const signedIn = requireOwner(services);
  const read = ownerRead(limiter);
  const act = (action: string) => ownerAction(db, limiter, action);

  /** The member, if it is one of the owner's app (either mode); another app's is no different from none. */
  async function ownMember<E extends ConsoleEnv>(c: Context<E>): Promise<AppMember> {
    const id = (c.req.param() as { id?: string }).id ?? '';
    // A path that is no id of ours is recorded without it (the audit keeps no NUL byte or megabyte).
    if (c.var.audit) noteOwnerAudit(c, { targetType: 'member', targetId: isIdShaped(id) ? id : undefined });
    const member = isIdShaped(id) ? await findMemberById(db, id) : undefined;
    if (!isAppMember(member, c.var.owner.app_id)) throw apiError('member-not-found', { message: NOT_FOUND_MESSAGE });
    return member;
  }

  async function detail(member: AppMember): Promise<ConsoleMemberDetail> {
    const [view, sessions, fields] = await Promise.all([
      adminMemberView(db, member),
      listLiveMemberSessions(db, member.id),
      listCustomFields(db, member.app_id),
    ]);
    return {
      member: view,
      mode: member.mode,
      sessions: sessions.map((row) => ({ id: row.id, createdAt: row.created_at, expiresAt: row.expires_at })),
      customFields: fields.map((field) => ({ key: field.key, label: field.label, hidden: field.hidden === 1 })),
    };
  }

  async function answerDetail<E extends ConsoleEnv>(c: Context<E>, memberId: string): Promise<Response> {
    const member = await findMemberById(db, memberId);
    if (!isAppMember(member, c.var.owner.app_id)) throw apiError('member-not-found', { message: NOT_FOUND_MESSAGE });
    return answer(c, await detail(member));
  }

  return new Hono<ConsoleEnv>()
    .get('/plans', signedIn, read, async (c) => {
      const plans = await listPlans(db, c.var.owner.app_id);
      const data: ConsolePlan[] = plans.map(({ plan }) => ({
        id: plan.id,
        name: plan.name,
        free: plan.is_paid === 0,
        active: plan.status === 'ACTIVE',
      }));
      return answer(c, data);
    })
    .get('/members', signedIn, read, queryParams(consoleListQuery), async (c) => {
      const query = c.get('query');
      const page = await listMemberPage(db, {
        filter: { appId: c.var.owner.app_id, mode: query.mode, ...memberFilterOf(query) },
        after: query.after,
        order: query.order ?? 'DESC',
        limit: query.first ?? DEFAULT_PAGE_SIZE,
      });
      const data: ConsoleMemberPage = {
        members: await adminMemberViews(db, page.rows),
        totalCount: page.totalCount,
        endCursor: page.rows.at(-1)?.seq ?? null,
        hasNextPage: page.hasNextPage,
      };
      return answer(c, data);
    })
    .get('/members/export.csv', signedIn, act('members.export'), queryParams(consoleExportQuery), async (c) => {
      const query = c.get('query');
      const appId = c.var.owner.app_id;
      noteOwnerAudit(c, { detail: { mode: query.mode, filters: filtersUsed(query) } });
      const day = new Date().toISOString().slice(0, 10);
      const body = memberCsvStream(db, {
        filter: { appId, mode: query.mode, ...memberFilterOf(query) },
        order: query.order ?? 'DESC',
        fields: await listCustomFields(db, appId),
      });
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="members-${query.mode}-${day}.csv"`,
        'Cache-Control': 'no-store',
      });
    })
    .get('/members/:id', signedIn, read, async (c) => answer(c, await detail(await ownMember(c))))
    .post('/members/:id/sign-out-everywhere', signedIn, act('members.sign-out-everywhere'), async (c) => {
      const member = await ownMember(c);
      // Sessions and API tokens end at once and are announced as a logout is, to every instance.
      const sessionsEnded = await revokeAllSessions(db, member.id);
      noteOwnerAudit(c, { detail: { sessionsEnded } });
      return answer(c, { sessionsEnded } satisfies ConsoleSignedOut);
    })
    .post('/members/:id/verify-email', signedIn, act('members.verify-email'), async (c) => {
      const member = await ownMember(c);
      await markMemberVerified(db, member.id);
      return answerDetail(c, member.id);
    })
    .post('/members/:id/send-reset-code', signedIn, act('members.send-reset-code'), async (c) => {
      const member = await ownMember(c);
      // The member's own mailbox gets the code, as if they had asked; the owner never sees it.
      await limiter.enforce('codeSendsPerEmail', member.email);
      const { code } = await issueCode(
        db,
        secret,
        { appId: member.app_id, mode: member.mode, purpose: 'reset' },
        { email: member.email, memberId: member.id },
      );
      const appName = (await findAppName(db, member.app_id)) ?? member.app_id;
      await mailer.send(resetCodeMail(member.email, appName, code));
      return answer(c, { sent: true });
    })
    .post('/members/:id/add-plan', signedIn, act('members.add-plan'), jsonBody(planBody), async (c) => {
      const member = await ownMember(c);
      const { planId } = c.get('body');
      noteOwnerAudit(c, { detail: { planId } });
      await addFreePlan(db, member.app_id, member.id, planId);
      return answerDetail(c, member.id);
    })
    .post('/members/:id/remove-plan', signedIn, act('members.remove-plan'), jsonBody(planBody), async (c) => {
      const member = await ownMember(c);
      const { planId } = c.get('body');
      noteOwnerAudit(c, { detail: { planId } });
      await removeFreePlan(db, member.app_id, member.id, planId);
      return answerDetail(c, member.id);
    })
    .delete('/members/:id', signedIn, act('members.delete'), jsonBody(deleteConfirmation), async (c) => {
      const member = await ownMember(c);
      if (normalizeEmail(c.get('body').confirmEmail) !== member.email) {
        throw apiError('validation-failed', { message: "Type the member's email address to confirm." });
      }
      await deleteMember(services, member);
      noteOwnerAudit(c, { detail: { email: member.email } });
      return answer(c, { id: member.id, deleted: true });
    });
}
