import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberById } from '../../db/queries/membership/members.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../contract/membership-limits.ts';
import { adminSdk } from '../testing/admin.ts';
import { msFetch, TEST_KEY } from '../testing/client.ts';
import { consoleFetch, expectStatus, signInOwner } from '../testing/console.ts';
import { createMember } from '../testing/members.ts';

const ALLOWED = 'http://127.0.0.1:5173';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const uploads = () => fs.readdir(path.join(server.config.dataDir, 'uploads')).catch(() => [] as string[]);

function imageOf(size: number, head = PNG) {
  const bytes = new Uint8Array(size);
  bytes.set(head.subarray(0, Math.min(head.length, size)));
  return bytes;
}

async function upload(
  token: string | undefined,
  bytes: Uint8Array | null,
  { origin = ALLOWED as string | null, name = 'me.png' } = {},
) {
  const form = new FormData();
  if (bytes) form.append('profileImage', new Blob([bytes.slice()], { type: 'image/png' }), name);
  const headers: Record<string, string> = { 'X-API-Key': TEST_KEY };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (origin) headers.Origin = origin;
  const response = await fetch(`${server.url}/membership/member/profile-image`, {
    method: 'POST',
    headers,
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /member/profile-image', () => {
  it('stores an image, serves it with its type, and removes the one it replaces', async () => {
    const { id, token } = await createMember(server);
    const first = await upload(token, PNG);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      profileImage: expect.stringMatching(/\/membership\/uploads\/[0-9a-f]{32}\.png$/),
      message: expect.any(String),
    });
    const served = await fetch(first.body.data.profileImage);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const second = await upload(token, imageOf(64, Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])), { name: 'me.gif' });
    expect(second.body.data.profileImage).toMatch(/\.jpg$/);
    expect((await fetch(first.body.data.profileImage)).status).toBe(404);
    expect((await findMemberById(server.db, id))!.profile_image).toBe(second.body.data.profileImage);
    expect((await (await msFetch(server, '/member', { token })).json()).data.profileImage).toBe(
      second.body.data.profileImage,
    );
  });

  it('takes an image of 3,999,999 bytes and refuses one of 4,000,000 with 413', async () => {
    const { token } = await createMember(server);
    expect((await upload(token, imageOf(PROFILE_IMAGE_MAX_BYTES - 1))).status).toBe(200);
    const before = await uploads();
    const { status, body } = await upload(token, imageOf(PROFILE_IMAGE_MAX_BYTES));
    expect(status).toBe(413);
    expect(body.error.code).toBe('file-size-too-large');
    expect(await uploads()).toEqual(before);
  });

  it.each([
    ['text named .png', new TextEncoder().encode('not an image at all'), 422, 'invalid-file-type'],
    ['an SVG named .png', new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 422, 'invalid-file-type'],
    ['an empty file', new Uint8Array(0), 422, 'invalid-file-type'],
    ['no file', null, 422, 'validation-failed'],
  ])('refuses %s and stores nothing', async (_, bytes, status, code) => {
    const { id, token } = await createMember(server);
    const before = await uploads();
    const answer = await upload(token, bytes);
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(await uploads()).toEqual(before);
    expect((await findMemberById(server.db, id))!.profile_image).toBeNull();
  });

  it.each([
    ['a disallowed Origin', 'https://evil.example'],
    ['no Origin', null],
  ])('refuses %s with 403', async (_, origin) => {
    const { token } = await createMember(server);
    const before = await uploads();
    const { status, body } = await upload(token, PNG, { origin });
    expect(status).toBe(403);
    expect(body.error.code).toBe('origin-not-allowed');
    expect(await uploads()).toEqual(before);
  });

  it('refuses malformed multipart with 400', async () => {
    const { token } = await createMember(server);
    const response = await fetch(`${server.url}/membership/member/profile-image`, {
      method: 'POST',
      headers: {
        'X-API-Key': TEST_KEY,
        Authorization: `Bearer ${token}`,
        Origin: ALLOWED,
        'Content-Type': 'multipart/form-data; boundary=xyz',
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\n\r\n\x89PNG broken',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('malformed-multipart');
  });

  it('needs a signed-in member', async () => {
    expect((await upload(undefined, PNG)).status).toBe(401);
  });
});

describe('DELETE /member/profile-image and GET /uploads', () => {
  it('removes the image and its file', async () => {
    const { id, token } = await createMember(server);
    const { body } = await upload(token, PNG);
    const response = await msFetch(server, '/member/profile-image', { method: 'DELETE', token });
    expect(await response.json()).toEqual({ data: { profileImage: null, message: expect.any(String) } });
    expect((await findMemberById(server.db, id))!.profile_image).toBeNull();
    expect((await fetch(body.data.profileImage)).status).toBe(404);
  });

  it('goes with a deleted member, whether the admin API or the console deletes them', async () => {
    const session = await signInOwner(server);
    const deleteBy = {
      admin: (id: string) => adminSdk(server).members.delete({ id }),
      console: async (id: string, email: string) =>
        expectStatus(
          await consoleFetch(server, `/members/${id}`, { session, method: 'DELETE', body: { confirmEmail: email } }),
          200,
        ),
    };
    for (const [by, remove] of Object.entries(deleteBy)) {
      const { id, token } = await createMember(server);
      const { body } = await upload(token, PNG);
      const file = body.data.profileImage.slice(body.data.profileImage.lastIndexOf('/') + 1);
      expect(await uploads()).toContain(file);
      await remove(id, (await findMemberById(server.db, id))!.email);
      expect(await findMemberById(server.db, id), by).toBeUndefined();
      expect(await uploads(), by).not.toContain(file);
    }
  });

  it("leaves what a deleted member's image URL names elsewhere: another site's file, or none", async () => {
    const keep = await createMember(server);
    const { body } = await upload(keep.token, PNG);
    const kept = body.data.profileImage.slice(body.data.profileImage.lastIndexOf('/') + 1);
    const { id } = await createMember(server);
    await server.db
      .updateTable('members')
      .set({ profile_image: `https://images.example/elsewhere/${kept}` })
      .where('id', '=', id)
      .execute();
    await adminSdk(server).members.delete({ id });
    expect(await uploads()).toContain(kept);
  });

  it.each(['..%2F..%2Fchainforge.sqlite', 'x.png', `${'a'.repeat(32)}.svg`])(
    'answers 404 JSON for %s',
    async (name) => {
      const response = await fetch(`${server.url}/membership/uploads/${name}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not-found');
    },
  );
});
