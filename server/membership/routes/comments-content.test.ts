import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_ALLOWED_TAGS } from '../../../contract/comment-answers.ts';
import { XSS_PAYLOADS } from '../../../tests/fixtures/xss-payloads.ts';
import { NOT_PLAIN_CHARACTERS } from '../../testing/not-plain-text.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { commentCall, createPost, getPosts } from '../testing/comments.ts';
import { createMember } from '../testing/members.ts';

const ALLOWED = new Set<string>(COMMENT_ALLOWED_TAGS);

/** Every tag is on the allowlist, its only attributes a safe href and our rel. */
function harmless(html: string): string[] {
  const problems: string[] = [];
  for (const [, name, attributes = ''] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!ALLOWED.has(name?.toLowerCase() ?? '')) problems.push(`tag ${name}`);
    for (const [, attribute, value] of attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      if (attribute === 'rel' && value === 'nofollow ugc noopener') continue;
      if (attribute === 'href' && /^(https?:|mailto:)/i.test(value ?? '')) continue;
      problems.push(`attribute ${attribute}=${value}`);
    }
  }
  return problems;
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ membership: { rateLimits: { commentWritePerMember: { limit: 1000 } } } });
  token = (await createMember(server)).token;
});
afterAll(() => server.close());

describe('content', () => {
  it(`keeps ${XSS_PAYLOADS.length} known XSS payloads harmless, in the answer and when read back`, async () => {
    const failures: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const answer = await commentCall(server, '/comments/posts', {
        token,
        body: { channelKey: 'xss', content: `${payload} tail` },
      });
      const problems = harmless(answer.body.data.content);
      if (answer.status !== 201 || problems.length > 0) failures.push(`${payload} -> ${answer.status} ${problems}`);
    }
    const stored = await getPosts(server, { channelKey: 'xss', limit: '100' });
    for (const post of stored.posts) {
      const problems = harmless(post.content);
      if (problems.length > 0) failures.push(`stored ${post.content}: ${problems}`);
    }
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    expect(failures).toEqual([]);
  });

  it('keeps the allowlist and links with our rel', async () => {
    const post = await createPost(
      server,
      token,
      'allowed',
      '<p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><s>s</s><br><code>c</code></p><pre>p</pre><blockquote>q</blockquote><ul><li>1</li></ul><ol><li>2</li></ol><a href="https://example.com/a?b=1&amp;c=2" rel="opener">l</a><a href="mailto:ada@example.com">m</a>',
    );
    expect(post.content).toBe(
      '<p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><s>s</s><br /><code>c</code></p><pre>p</pre><blockquote>q</blockquote><ul><li>1</li></ul><ol><li>2</li></ol><a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener">l</a><a href="mailto:ada@example.com" rel="nofollow ugc noopener">m</a>',
    );
  });

  it('escapes text that looks like markup and keeps unicode', async () => {
    const post = await createPost(server, token, 'text', '1 < 2 & "quotes" Ünïcödé 漢字 🚀');
    expect(post.content).toBe('1 &lt; 2 &amp; "quotes" Ünïcödé 漢字 🚀');
  });

  it('refuses content empty once sanitised, over 10,000 characters, or with control or bidi characters (422)', async () => {
    const refused = [
      '',
      '   ',
      '<p> </p><br>',
      '<script>only a script</script>',
      '<img src=x>',
      'a'.repeat(10_001),
      ...NOT_PLAIN_CHARACTERS.map((character) => `text ${character} here`),
    ];
    for (const content of refused) {
      const answer = await commentCall(server, '/comments/posts', { token, body: { channelKey: 'bad', content } });
      expect([content.slice(0, 20), answer.status]).toEqual([content.slice(0, 20), 422]);
    }
    await createPost(server, token, 'bad', `${'a'.repeat(9_990)}\nline two`);
    expect((await getPosts(server, { channelKey: 'bad' })).totalCount).toBe(1);
  });

  it('answers malformed JSON, wrong types, other media types and odd keys with 4xx JSON', async () => {
    const cases: [string | unknown, number][] = [
      ['{"channelKey":', 400],
      ['[]', 422],
      ['null', 422],
      [{ channelKey: 1, content: 'x' }, 422],
      [{ channelKey: 'k', content: ['x'] }, 422],
      [{ channelKey: 'k' }, 422],
      [{ channelKey: '', content: 'x' }, 422],
      [{ channelKey: 'k'.repeat(201), content: 'x' }, 422],
      [{ channelKey: 'line\nbreak', content: 'x' }, 422],
      [{ channelKey: '\u202eevil', content: 'x' }, 422],
      [{ channelKey: 'k', content: '\uD800 lone surrogate' }, 201],
    ];
    for (const [body, status] of cases) {
      const answer = await msFetch(server, '/comments/posts', {
        token,
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect([body, answer.status, answer.headers.get('content-type')]).toEqual([body, status, 'application/json']);
    }
    const text = await msFetch(server, '/comments/posts', {
      token,
      body: 'channelKey=k',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });
});

describe('limits', () => {
  it('limits writes per member with 429 and Retry-After, and typing too', async () => {
    const limited = await startTestServer({
      membership: { rateLimits: { commentWritePerMember: { limit: 2 }, commentTypingPerMember: { limit: 1 } } },
    });
    try {
      const member = await createMember(limited);
      await createPost(limited, member.token, 'k', 'one');
      await createPost(limited, member.token, 'k', 'two');
      const third = await commentCall(limited, '/comments/posts', {
        token: member.token,
        body: { channelKey: 'k', content: '3' },
      });
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      const other = await createMember(limited);
      await createPost(limited, other.token, 'k', 'another member is not held up');
      const typing = () =>
        commentCall(limited, '/comments/posts/typing', { token: member.token, body: { channelKey: 'k' } });
      expect((await typing()).status).toBe(200);
      expect((await typing()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits votes per address across members', async () => {
    const limited = await startTestServer({ membership: { rateLimits: { commentVotePerIp: { limit: 2 } } } });
    try {
      const author = await createMember(limited);
      const post = await createPost(limited, author.token, 'k', 'p');
      const voters = [await createMember(limited), await createMember(limited), await createMember(limited)];
      const statuses = [];
      for (const voter of voters) {
        statuses.push(
          (await commentCall(limited, `/comments/posts/${post.id}/vote`, { token: voter.token, body: { vote: 'UP' } }))
            .status,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses posting before email verification when the app requires it', async () => {
    const strict = await startTestServer();
    try {
      await strict.db.updateTable('ms_apps').set({ require_email_verification: 1 }).execute();
      await strict.restart();
      const unverified = await createMember(strict, { verified: false });
      const answer = await commentCall(strict, '/comments/posts', {
        token: unverified.token,
        body: { channelKey: 'k', content: 'x' },
      });
      expect([answer.status, answer.body.error.code]).toEqual([403, 'email-not-verified']);
    } finally {
      await strict.close();
    }
  });
});
