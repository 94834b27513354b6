import { Hono } from 'hono';
import * as v from 'valibot';
import type {
  ConsoleNewSecretKey,
  ConsoleSecretKey,
  ConsoleSecretKeyList,
} from '../../../contract/console-audit-answers.ts';
import { lastUseOfKeys } from '../../db/queries/audit-log.ts';
import { listSecretKeys } from '../../db/queries/membership/secret-keys.ts';
import { apiError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import { createSecretKey, revokeSecretKey, secretKeySummary } from '../admin/secret-keys.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import type { ConsoleEnv } from './console-context.ts';
import { noteOwnerAudit, ownerAction, ownerRead } from './owner-audit.ts';
import { ownerPresence } from './owner-presence.ts';
import { requireOwner } from './require-owner.ts';

const newKeyBody = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(60, 'must be at most 60 characters')),
  mode: v.picklist(['test', 'live'], 'must be test or live'),
});

/**
 * The app's secret keys for the admin API: listed by their last four with when each was last
 * used (its newest call in the audit), made (the key shown in that answer only) and revoked
 * (refused from that answer on, by every instance: keys are looked up on every call). Making and
 * revoking are owners' acts, limited and recorded in the audit like every other, and ask for
 * proof that the owner is there past 10 minutes after signing in (owner-presence.ts): a key is a
 * way in that outlives every session.
 */
export function keyRoutes(services: MembershipServices) {
  const { db, limiter } = services;
  const signedIn = requireOwner(services);
  const present = ownerPresence(services);
  return new Hono<ConsoleEnv>()
    .get('/keys', signedIn, ownerRead(limiter), async (c) => {
      const rows = await listSecretKeys(db, c.var.owner.app_id);
      const lastUse = await lastUseOfKeys(
        db,
        rows.map((row) => row.id),
      );
      const keys: ConsoleSecretKey[] = rows.map((row) => ({
        ...secretKeySummary(row),
        lastUsedAt: lastUse.get(row.id) ?? null,
      }));
      return answer(c, { keys } satisfies ConsoleSecretKeyList);
    })
    .post(
      '/keys',
      signedIn,
      ownerAction(db, limiter, 'secret-keys.create'),
      present,
      jsonBody(newKeyBody),
      async (c) => {
        const { name, mode } = c.get('body');
        const { owner } = c.var;
        noteOwnerAudit(c, { targetType: 'secret-key', detail: { mode } });
        const { key, summary } = await createSecretKey(db, {
          appId: owner.app_id,
          mode,
          name,
          createdBy: `owner:${owner.id}`,
        });
        noteOwnerAudit(c, { targetId: summary.id });
        const data: ConsoleNewSecretKey = { key, secretKey: { ...summary, lastUsedAt: null } };
        return answer(c, data, 201);
      },
    )
    .delete('/keys/:id', signedIn, ownerAction(db, limiter, 'secret-keys.revoke'), present, async (c) => {
      const id = c.req.param('id');
      noteOwnerAudit(c, { targetType: 'secret-key', targetId: id });
      if (!(await revokeSecretKey(db, c.var.owner.app_id, id))) throw apiError('secret-key-not-found');
      return answer(c, { id, revoked: true });
    });
}
