// For comment tests: the calls @memberstack/dom makes, answered as JSON.
import type { CommentPost, CommentThread } from '../../../contract/comment-answers.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { msFetch, type MsRequest, TEST_KEY } from './client.ts';

export async function commentCall(server: TestServer, path: string, request: MsRequest = {}) {
  const response = await msFetch(server, path, request);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Posts in the channel and returns the new post; fails the test on anything but 201. */
export async function createPost(
  server: TestServer,
  token: string,
  channelKey: string,
  content: string,
  key = TEST_KEY,
) {
  const { status, body } = await commentCall(server, '/comments/posts', { token, key, body: { channelKey, content } });
  if (status !== 201) throw new Error(`createPost: ${status} ${JSON.stringify(body)}`);
  return body.data as CommentPost;
}

export async function createThread(server: TestServer, token: string, postId: string, content: string) {
  const { status, body } = await commentCall(server, '/comments/threads', { token, body: { postId, content } });
  if (status !== 201) throw new Error(`createThread: ${status} ${JSON.stringify(body)}`);
  return body.data as CommentThread;
}

export async function getPosts(server: TestServer, query: Record<string, string>, request: MsRequest = {}) {
  const { status, body } = await commentCall(server, `/comments/posts?${new URLSearchParams(query)}`, request);
  if (status !== 200) throw new Error(`getPosts: ${status} ${JSON.stringify(body)}`);
  return body.data as { posts: CommentPost[]; totalCount: number };
}

export async function getThreads(server: TestServer, postId: string, request: MsRequest = {}) {
  const { status, body } = await commentCall(server, `/comments/threads?${new URLSearchParams({ postId })}`, request);
  if (status !== 200) throw new Error(`getThreads: ${status} ${JSON.stringify(body)}`);
  return body.data.threads as CommentThread[];
}
