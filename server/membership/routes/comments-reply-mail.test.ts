// Reply mail for THREADS_ONLY subscriptions: the post's author is mailed when someone else
// replies, at most once per post every 10 minutes (the replies in between together in the next
// mail), and the mail's link turns it off in one click.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimReplyMail } from '../../db/queries/membership/comments-reply-mails.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { REPLY_MAIL_QUIET_MS } from '../comments/reply-notice.ts';
import { sendWaitingReplyMails } from '../comments/waiting-reply-mails.ts';
import { membershipService } from '../index.ts';
import { replyMail } from '../mail/reply-mails.ts';
import { commentCall, createPost, createThread } from '../testing/comments.ts';
import { mailTo } from '../testing/mailbox.ts';
import { createMember } from '../testing/members.ts';

let server: TestServer;
let bob: Awaited<ReturnType<typeof createMember>>;
let carol: Awaited<ReturnType<typeof createMember>>;
let channelSeq = 0;
const channel = () => `mailed-${++channelSeq}`;

beforeAll(async () => {
  server = await startTestServer();
  bob = await createMember(server);
  carol = await createMember(server);
  for (const [member, name] of [
    [bob, 'Bob'],
    [carol, 'Carol'],
  ] as const) {
    await server.db
      .updateTable('members')
      .set({ custom_fields: JSON.stringify({ 'first-name': name }) })
      .where('id', '=', member.id)
      .execute();
  }
}, 60_000);

/** The sweep as the server runs it every minute, at `now`. */
const sweep = (now = new Date()) =>
  sendWaitingReplyMails(membershipService(server.db, server.config, server.url).services, now);
afterAll(() => server.close());

async function subscribe(token: string, channelKey: string, action: 'THREADS_ONLY' | 'NONE') {
  const answer = await commentCall(server, '/comments/channels/manage-subscription', {
    token,
    body: { channelKey, action },
  });
  expect(answer.status).toBe(200);
}

/** A subscribed author's post: the author, the channel and the post. */
async function subscribedPost() {
  const author = await createMember(server);
  const key = channel();
  await subscribe(author.token, key, 'THREADS_ONLY');
  const post = await createPost(server, author.token, key, 'my question');
  return { author, key, post };
}

/** As if the last mail about the post went out 11 minutes ago. */
async function quietTimePassed(postId: string) {
  await server.db
    .updateTable('ms_comment_reply_mails')
    .set({ sent_at: new Date(Date.now() - REPLY_MAIL_QUIET_MS - 60_000).toISOString() })
    .where('post_id', '=', postId)
    .execute();
}

const linkIn = (text: string) => {
  const link = /https?:\/\/\S+\/membership\/comments\/unsubscribe\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No unsubscribe link in: ${text}`);
  return link;
};

describe('reply mail', () => {
  it('mails the subscribed author once per post in 10 minutes, quoting the reply and naming who wrote it', async () => {
    const { author, key, post } = await subscribedPost();
    await createThread(server, bob.token, post.id, '<p>Try <b>this</b> &amp; that</p>');
    await createThread(server, bob.token, post.id, 'and another thing');
    const mails = await mailTo(server, author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Bob replied to your comment on Chain Forge');
    expect(mails[0]?.text).toContain(`in "${key}"`);
    expect(mails[0]?.text).toContain('Try this & that');
    expect(mails[0]?.text).not.toContain('<b>');
    expect(mails[0]?.text).toContain('at most one email per comment every 10 minutes');
    expect(mails[0]?.text).not.toContain('and another thing');
    await quietTimePassed(post.id);
    await createThread(server, bob.token, post.id, 'a third, later');
    const later = await mailTo(server, author.email);
    expect(later).toHaveLength(2);
    // The reply that came within the 10 minutes is not lost: it comes with the next one.
    expect(later[0]?.subject).toBe('2 new replies to your comment on Chain Forge');
    expect(later[0]?.text).toContain('Bob: and another thing');
    expect(later[0]?.text).toContain('Bob: a third, later');
  });

  it('mails the replies that came within the 10 minutes together once they are over, without a new reply', async () => {
    const { author, post } = await subscribedPost();
    await createThread(server, bob.token, post.id, 'first');
    await createThread(server, carol.token, post.id, 'second, from Carol');
    await createThread(server, bob.token, post.id, 'third');
    await createThread(server, carol.token, post.id, 'fourth');
    await createThread(server, author.token, post.id, 'my own answer is never mailed to me');
    expect(await mailTo(server, author.email)).toHaveLength(1);

    await sweep();
    expect(await mailTo(server, author.email)).toHaveLength(1);

    await sweep(new Date(Date.now() + REPLY_MAIL_QUIET_MS + 1_000));
    const [digest] = await mailTo(server, author.email);
    expect(digest?.subject).toBe('3 new replies to your comment on Chain Forge');
    expect(digest?.text).toContain('Carol: second, from Carol');
    expect(digest?.text).toContain('Bob: third');
    expect(digest?.text).toContain('Carol: fourth');
    expect(digest?.text).not.toContain('first');
    expect(digest?.text).not.toContain('my own answer');

    await sweep(new Date(Date.now() + 3 * REPLY_MAIL_QUIET_MS));
    expect(await mailTo(server, author.email)).toHaveLength(2);
  });

  it('quotes three replies of a busy digest and counts the rest', async () => {
    const { author, post } = await subscribedPost();
    await createThread(server, bob.token, post.id, 'opening reply');
    for (let i = 1; i <= 5; i++) await createThread(server, i % 2 ? bob.token : carol.token, post.id, `busy ${i}`);
    await sweep(new Date(Date.now() + REPLY_MAIL_QUIET_MS + 1_000));
    const [digest] = await mailTo(server, author.email);
    expect(digest?.subject).toBe('5 new replies to your comment on Chain Forge');
    expect(digest?.text).toContain('busy 3');
    expect(digest?.text).not.toContain('busy 4');
    expect(digest?.text).toContain('…and 2 more on the page.');
  });

  it('sends nothing for waiting replies once the author unsubscribed or the replies were deleted', async () => {
    const unsubscribed = await subscribedPost();
    await createThread(server, bob.token, unsubscribed.post.id, 'first');
    await createThread(server, bob.token, unsubscribed.post.id, 'waits');
    await subscribe(unsubscribed.author.token, unsubscribed.key, 'NONE');

    const emptied = await subscribedPost();
    await createThread(server, bob.token, emptied.post.id, 'first');
    const waiting = await createThread(server, bob.token, emptied.post.id, 'deleted before the digest');
    expect(
      (await commentCall(server, `/comments/threads/${waiting.id}`, { token: bob.token, method: 'DELETE' })).status,
    ).toBe(200);

    await sweep(new Date(Date.now() + REPLY_MAIL_QUIET_MS + 1_000));
    expect(await mailTo(server, unsubscribed.author.email)).toHaveLength(1);
    expect(await mailTo(server, emptied.author.email)).toHaveLength(1);
    // Nothing is left waiting to be looked at again.
    const stillWaiting = await server.db
      .selectFrom('ms_comment_reply_mails')
      .select('post_id')
      .where('post_id', 'in', [unsubscribed.post.id, emptied.post.id])
      .where('pending_since', 'is not', null)
      .execute();
    expect(stillWaiting).toEqual([]);
  });

  it('mails no one for their own reply, nor an author who did not subscribe or chose NONE', async () => {
    const { author, key, post } = await subscribedPost();
    await createThread(server, author.token, post.id, 'answering myself');
    expect(await mailTo(server, author.email)).toEqual([]);

    const quiet = await createMember(server);
    const other = await createPost(server, quiet.token, key, 'not subscribed');
    await createThread(server, bob.token, other.id, 'reply');
    expect(await mailTo(server, quiet.email)).toEqual([]);

    await subscribe(author.token, key, 'NONE');
    await createThread(server, bob.token, post.id, 'after NONE');
    expect(await mailTo(server, author.email)).toEqual([]);
  });

  it('is claimed once when two instances answer replies at the same moment', async () => {
    const { author, post } = await subscribedPost();
    const key = { postId: post.id, memberId: author.id };
    const through = new Date().toISOString();
    const first = await Promise.all(
      Array.from({ length: 5 }, () => claimReplyMail(server.db, key, { through, quietMs: REPLY_MAIL_QUIET_MS })),
    );
    expect(first.filter(Boolean)).toHaveLength(1);
    await quietTimePassed(post.id);
    const seen = await server.db
      .selectFrom('ms_comment_reply_mails')
      .select(['sent_at', 'mailed_through'])
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    const later = await Promise.all(
      Array.from({ length: 5 }, () => claimReplyMail(server.db, key, { seen, through, quietMs: REPLY_MAIL_QUIET_MS })),
    );
    expect(later.filter(Boolean)).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  it('sets the subscription to NONE in one click with no key or session, and answers a small page', async () => {
    const { author, key, post } = await subscribedPost();
    await createThread(server, bob.token, post.id, 'first reply');
    const [mail] = await mailTo(server, author.email);
    const link = linkIn(mail?.text ?? '');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain('You are unsubscribed');
    const info = await commentCall(server, `/comments/channels/info?channelKey=${key}`, { token: author.token });
    expect(info.body.data.subscription).toBe('NONE');
    await quietTimePassed(post.id);
    await createThread(server, bob.token, post.id, 'nobody is told');
    expect(await mailTo(server, author.email)).toHaveLength(1);
    // Again: still unsubscribed, still the page.
    expect((await fetch(link)).status).toBe(200);
  });

  it("takes a mail client's one-click POST (RFC 8058), whose headers the mail carries", async () => {
    const { author, key, post } = await subscribedPost();
    await createThread(server, bob.token, post.id, 'reply');
    const url = linkIn((await mailTo(server, author.email))[0]?.text ?? '');
    const mail = replyMail(author.email, 'Chain Forge', {
      channelKey: key,
      count: 1,
      quoted: [{ replierName: 'Bob', text: 'hi' }],
      unsubscribeUrl: url,
    });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { unsubscribed: true } });
    const info = await commentCall(server, `/comments/channels/info?channelKey=${key}`, { token: author.token });
    expect(info.body.data.subscription).toBe('NONE');
  });

  it('refuses a forged, altered or missing token with 4xx JSON', async () => {
    const { author, post } = await subscribedPost();
    await createThread(server, bob.token, post.id, 'reply');
    const link = linkIn((await mailTo(server, author.email))[0]?.text ?? '');
    const altered = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const url of [
      altered,
      `${server.url}/membership/comments/unsubscribe?token=forged`,
      `${server.url}/membership/comments/unsubscribe?token=${'x'.repeat(9000)}`,
      `${server.url}/membership/comments/unsubscribe`,
    ]) {
      const answer = await fetch(url);
      expect(answer.status, url.slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('content-type')).toContain('application/json');
    }
    const forged = await (await fetch(altered)).json();
    expect(forged.error.code).toBe('unsubscribe-link-invalid');
  });
});
