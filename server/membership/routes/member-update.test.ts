import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberById } from '../../db/queries/membership/members.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msCall } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';
import { MEMBER_JSON_MAX_CHARS } from '../../http/fields.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = (path: string, token: string | undefined, body?: unknown) => msCall(server, path, token, body);

describe('POST /member', () => {
  it('updates only the fields given and answers the member', async () => {
    const { id, token } = await createMember(server);
    const { status, body } = await call('/member', token, { customFields: { 'first-name': 'Grace' } });
    expect(status).toBe(200);
    expect(body.data.customFields).toEqual({ 'first-name': 'Grace', 'last-name': 'Lovelace' });
    expect(JSON.parse((await findMemberById(server.db, id))!.custom_fields)).toEqual({
      'first-name': 'Grace',
      'last-name': 'Lovelace',
    });
  });

  it('keeps both of two parallel updates of different fields', async () => {
    const { token } = await createMember(server);
    await Promise.all([
      call('/member', token, { customFields: { 'first-name': 'One' } }),
      call('/member', token, { customFields: { 'last-name': 'Two' } }),
    ]);
    expect((await call('/member', token, {})).body.data.customFields).toEqual({
      'first-name': 'One',
      'last-name': 'Two',
    });
  });

  it('answers the member unchanged for an update without fields (what updateMember({}) sends)', async () => {
    const { token } = await createMember(server);
    expect((await call('/member', token, {})).body.data.customFields).toEqual({
      'first-name': 'Ada',
      'last-name': 'Lovelace',
    });
  });

  it.each([
    ['an unknown key', { customFields: { 'first-name': 'X', nickname: 'Y' } }, 'invalid-custom-fields'],
    ['a hidden field', { customFields: { 'crm-id': 'CRM-9' } }, 'invalid-custom-fields'],
    ['an array', { customFields: ['first-name'] }, 'validation-failed'],
    ['an object value', { customFields: { 'first-name': { a: 1 } } }, 'validation-failed'],
    ['a huge string', { customFields: { 'first-name': 'x'.repeat(2001) } }, 'validation-failed'],
  ])('refuses %s with 422 and stores nothing', async (_, payload, code) => {
    const { id, token } = await createMember(server);
    const before = await findMemberById(server.db, id);
    const { status, body } = await call('/member', token, payload);
    expect(status).toBe(422);
    expect(body.error.code).toBe(code);
    expect(await findMemberById(server.db, id)).toEqual(before);
  });

  it('keeps script tags and emoji as the text they are (control characters are refused: custom-field-text.test.ts)', async () => {
    const { token } = await createMember(server);
    const value = '<script>alert(1)</script> 😀';
    const { body } = await call('/member', token, { customFields: { 'last-name': value } });
    expect(body.data.customFields['last-name']).toBe(value);
  });

  it('needs a signed-in member', async () => {
    expect((await call('/member', undefined, { customFields: {} })).status).toBe(401);
  });
});

describe('/member/json', () => {
  it('starts empty, then answers what was stored, replaced whole', async () => {
    const { token } = await createMember(server);
    expect((await call('/member/json', token)).body).toEqual({ data: {} });
    const json = { theme: 'dark', nested: { list: [1, 2, 3] } };
    expect((await call('/member/json', token, { json })).body).toEqual({ data: json });
    await call('/member/json', token, { json: { only: true } });
    expect((await call('/member/json', token)).body).toEqual({ data: { only: true } });
  });

  it.each([
    ['an array', { json: [1, 2] }],
    ['a string', { json: 'text' }],
    ['null', { json: null }],
    ['nothing', {}],
    ['too much', { json: { big: 'x'.repeat(MEMBER_JSON_MAX_CHARS) } }],
  ])('refuses %s with 422 and keeps the stored JSON', async (_, payload) => {
    const { token } = await createMember(server);
    await call('/member/json', token, { json: { kept: 1 } });
    const { status, body } = await call('/member/json', token, payload);
    expect(status).toBe(422);
    expect(body.error.code).toBe('validation-failed');
    expect((await call('/member/json', token)).body).toEqual({ data: { kept: 1 } });
  });

  it('keeps odd unicode (lone surrogates, right-to-left marks) as given', async () => {
    const { token } = await createMember(server);
    const json = { '\ud800': '\udfff\u202e', emoji: '😀' };
    await call('/member/json', token, { json });
    expect((await call('/member/json', token)).body).toEqual({ data: json });
  });

  it('needs a signed-in member', async () => {
    expect((await call('/member/json', undefined)).status).toBe(401);
  });
});
