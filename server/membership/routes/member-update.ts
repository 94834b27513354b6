import { Hono } from 'hono';
import * as v from 'valibot';
import { visibleCustomFieldKeys } from '../../db/queries/membership/apps.ts';
import { mergeCustomFields, readMemberJson, replaceMemberJson } from '../../db/queries/membership/member-updates.ts';
import { apiError } from '../../http/errors.ts';
import { customFieldValues, memberJsonObject, plainObject } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { findSignedInMember } from '../http/signed-in-member.ts';
import { memberView } from '../views/member-view.ts';

// plainObject first: every field is optional, and v.object alone would take an array as an empty update.
const updateBody = v.pipe(plainObject, v.object({ customFields: v.optional(v.nullable(customFieldValues)) }));

const jsonUpdateBody = v.object({ json: memberJsonObject });

/**
 * POST /member (custom fields), GET and POST /member/json. An update names only the fields it
 * changes; keys that are not the app's visible custom fields are refused rather than dropped,
 * so a client never reads "saved" for a value that was not kept. Hidden fields are the app's
 * to set, not the member's.
 */
export function memberUpdateRoutes({ db }: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  return new Hono<MembershipEnv>()
    .post('/member', withApp, requireMemberSession(db), jsonBody(updateBody), async (c) => {
      const changes = c.get('body').customFields ?? {};
      const editable = await visibleCustomFieldKeys(db, c.var.app.id);
      if (Object.keys(changes).some((key) => !editable.has(key))) {
        throw apiError('invalid-custom-fields');
      }
      if (Object.keys(changes).length > 0) await mergeCustomFields(db, c.var.memberId, changes);
      return answer(c, await memberView(db, await findSignedInMember(db, c.var.memberId)));
    })
    .get('/member/json', withApp, requireMemberSession(db), async (c) =>
      answer(c, await readMemberJson(db, c.var.memberId)),
    )
    .post('/member/json', withApp, requireMemberSession(db), jsonBody(jsonUpdateBody), async (c) => {
      const { json } = c.get('body');
      await replaceMemberJson(db, c.var.memberId, json);
      return answer(c, json);
    });
}
