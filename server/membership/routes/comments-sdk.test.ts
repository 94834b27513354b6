import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { TEST_KEY } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';

/**
 * Memberstack's own browser SDK, unchanged, drives every comment method against the server. It
 * reads the page's address and keeps the member's token in localStorage, so those are given to it
 * as a page would have them; the SDK is imported only after they exist.
 */
function pageGlobals(origin: string) {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
  };
  const element = () => ({ setAttribute() {}, appendChild() {}, innerHTML: '', outerHTML: '' });
  const url = new URL('/blog/post-1', origin);
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('document', { createElement: element, cookie: '', head: element(), body: element() });
  vi.stubGlobal('window', {
    location: {
      origin: url.origin,
      pathname: url.pathname,
      hostname: url.hostname,
      protocol: url.protocol,
      search: '',
    },
    localStorage,
    sessionStorage: localStorage,
    history: { replaceState() {} },
    addEventListener() {},
    removeEventListener() {},
  });
  return localStorage;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

describe('@memberstack/dom comment methods', () => {
  it('all work unchanged', async () => {
    const storage = pageGlobals(server.url);
    const author = await createMember(server);
    storage.setItem('_ms-mid', author.token);
    const { default: memberstackDOM } = await import('@memberstack/dom');
    const ms = memberstackDOM.init({
      publicKey: TEST_KEY,
      domain: `${server.url}/membership`,
      autoTrackPageViews: false,
    });
    const channelKey = 'sdk-channel';

    const created = await ms.createPost({ channelKey, content: '<p>From the <b>SDK</b></p><script>x</script>' });
    expect(created.data).toMatchObject({ content: '<p>From the <b>SDK</b></p>', member: { id: author.id } });
    const postId = created.data.id;
    expect(postId).toMatch(/^cmt_sb_/);

    const updated = await ms.updatePost({ postId, content: 'Edited from the SDK' });
    expect(updated.data).toMatchObject({ content: 'Edited from the SDK', edited: true });
    await ms.postVote({ postId, vote: 'UP' });

    const thread = await ms.createThread({ postId, content: 'A reply' });
    const threadId = thread.data.id;
    const editedThread = await ms.updateThread({ threadId, content: 'A reply, edited' });
    expect(editedThread.data.content).toBe('A reply, edited');
    await ms.threadVote({ threadId, vote: 'DOWN' });

    const posts = await ms.getPosts({ channelKey, order: 'newest', limit: 10 });
    expect(posts.data.totalCount).toBe(1);
    expect(posts.data.posts[0]).toMatchObject({
      id: postId,
      internalOrder: '1',
      _count: { Threads: 1, likedBy: 1, dislikedBy: 0 },
    });
    const threads = await ms.getThreads({ postId });
    expect(threads.data.threads[0]).toMatchObject({ id: threadId, _count: { likedBy: 0, dislikedBy: 1 } });

    await ms.subscribeToChannel({ channelKey, action: 'THREADS_ONLY' });
    const info = await ms.getChannelInfo({ channelKey });
    expect(info.data).toMatchObject({ key: channelKey, exists: true, totalCount: 1, subscription: 'THREADS_ONLY' });
    await ms.postIsTyping({ channelKey });

    await ms.deleteThread({ threadId });
    await ms.deletePost({ postId });
    expect((await ms.getPosts({ channelKey })).data).toEqual({ posts: [], totalCount: 0 });

    await expect(ms.deletePost({ postId })).rejects.toMatchObject({ code: 'comment-not-found' });
  });
});
