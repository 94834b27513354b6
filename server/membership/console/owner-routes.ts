import { Hono } from 'hono';
import type { ConsoleOwnerList } from '../../../contract/console-answers.ts';
import { deleteOwnerUnlessLast, findOwnerById, listOwners } from '../../db/queries/membership/owners.ts';
import { apiError } from '../../http/errors.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import type { ConsoleEnv } from './console-context.ts';
import { noteOwnerAudit, ownerAction, ownerRead } from './owner-audit.ts';
import { ownerPresence } from './owner-presence.ts';
import { clearSessionCookie } from './owner-sessions.ts';
import { isIdShaped } from './path-ids.ts';
import { ownerView } from './owner-views.ts';
import { requireOwner } from './require-owner.ts';

/**
 * The app's owners: listed, and removed by another owner (or themselves), never the last; removing
 * asks for proof that the owner is there past 10 minutes after signing in (owner-presence.ts).
 */
export function ownerRoutes(services: MembershipServices) {
  const { db, limiter } = services;
  const signedIn = requireOwner(services);
  const present = ownerPresence(services);
  return new Hono<ConsoleEnv>()
    .get('/owners', signedIn, ownerRead(limiter), async (c) => {
      const owners = await listOwners(db, c.var.owner.app_id);
      const data: ConsoleOwnerList = {
        owners: owners.map((owner) => ({ ...ownerView(owner), you: owner.id === c.var.owner.id })),
      };
      return answer(c, data);
    })
    .delete('/owners/:id', signedIn, ownerAction(db, limiter, 'owners.remove'), present, async (c) => {
      const id = c.req.param('id');
      // A path that names no id of ours is recorded without it: PostgreSQL stores no NUL byte.
      noteOwnerAudit(c, { targetType: 'owner', targetId: isIdShaped(id) ? id : undefined });
      const target = isIdShaped(id) ? await findOwnerById(db, id) : undefined;
      if (!target || target.app_id !== c.var.owner.app_id) throw apiError('owner-not-found');
      if (!(await deleteOwnerUnlessLast(db, target.app_id, target.id))) throw apiError('last-owner');
      noteOwnerAudit(c, { detail: { email: target.email } });
      // Their sessions went with them; one removing themselves is signed out here too.
      if (target.id === c.var.owner.id) clearSessionCookie(c, { secure: services.publicUrl.startsWith('https:') });
      return answer(c, { id, removed: true });
    });
}
