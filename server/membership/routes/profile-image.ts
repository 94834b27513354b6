import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { replaceProfileImage } from '../../db/queries/membership/member-updates.ts';
import { apiError } from '../../http/errors.ts';
import { ImageStore, UPLOADS_PATH } from '../../uploads/image-store.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';

/**
 * The one body that may be multipart (jsonOnly lets it through), so a cross-site form could send
 * it: the page's Origin must be one the app allows. Browsers send Origin on every POST; a request
 * without one is refused too, rather than guessed to be harmless.
 */
const allowedOriginOnly = createMiddleware<MembershipEnv>(async (c, next) => {
  const origin = c.req.header('origin');
  if (!origin || !c.var.app.isOriginAllowed(origin)) {
    throw apiError('origin-not-allowed');
  }
  await next();
});

/** The uploaded file's bytes; its name and declared type are ignored (the store reads the bytes). */
async function uploadedBytes(c: Context<MembershipEnv>): Promise<Uint8Array> {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw apiError('malformed-multipart');
  }
  const file = form.get('profileImage');
  if (!(file instanceof Blob))
    throw apiError('validation-failed', { message: 'profileImage: is required and must be a file' });
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * POST and DELETE /member/profile-image, and GET /uploads/{name} serving the images. The URL is
 * absolute because the widget may run on another origin than this server.
 */
export function profileImageRoutes(
  { db, config, publicUrl }: MembershipServices,
  withApp: ReturnType<typeof requireApp>,
) {
  const images = ImageStore.inDataDir(config.dataDir);
  return (
    new Hono<MembershipEnv>()
      .post('/member/profile-image', withApp, allowedOriginOnly, requireMemberSession(db), async (c) => {
        const saved = await images.save(await uploadedBytes(c));
        if (!saved.ok && saved.reason === 'too-large') {
          throw apiError('file-size-too-large');
        }
        if (!saved.ok) throw apiError('invalid-file-type');
        const url = `${publicUrl}${UPLOADS_PATH}${saved.fileName}`;
        await images.removeNamedBy(await replaceProfileImage(db, c.var.memberId, url));
        return answer(c, { profileImage: url, message: 'Profile image updated.' });
      })
      .delete('/member/profile-image', withApp, requireMemberSession(db), async (c) => {
        await images.removeNamedBy(await replaceProfileImage(db, c.var.memberId, null));
        return answer(c, { profileImage: null, message: 'Profile image removed.' });
      })
      // Public like any <img> source; names are random and never reused, so caching forever is safe.
      .get('/uploads/:name', async (c) => {
        const image = await images.read(c.req.param('name'));
        if (!image) throw apiError('not-found', { message: 'There is no such image.' });
        return c.body(new Uint8Array(image.bytes), 200, {
          'Content-Type': image.mime,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Content-Security-Policy': "default-src 'none'",
          'Cross-Origin-Resource-Policy': 'cross-origin',
        });
      })
  );
}
