import type { Kysely } from 'kysely';
import { sanitizeComment } from '../../membership/comments/sanitize-comment.ts';
import { listTestMembers } from '../../db/queries/demo-seed.ts';
import { findAppRow } from '../../db/queries/membership/app-settings.ts';
import { findChannel, findOrCreateChannel } from '../../db/queries/membership/comments-channels.ts';
import { insertComment } from '../../db/queries/membership/comments.ts';
import { setVote } from '../../db/queries/membership/comments-votes.ts';
import type { Database } from '../../db/schema.ts';
import { DEMO_APP } from './membership-data.ts';
import { Random } from './random.ts';

/** The channel of the demo commenting page (demo-pages/comments.html). */
export const DEMO_COMMENT_CHANNEL = 'demo-launch-notes';

interface SeedComment {
  author: string;
  content: string;
  /** Who voted it up. */
  upvotedBy?: string[];
  replies?: SeedComment[];
}

/** Oldest first, as they are stored; the seed members' emails as authors. */
export const DEMO_COMMENTS: readonly SeedComment[] = [
  {
    author: 'demo@chainforge.dev',
    content:
      '<p>Launch notes are up. The supply-chain overview now shows stock per warehouse at a glance.</p><p>Tell us what you would change.</p>',
    upvotedBy: ['supply@chainforge.dev', 'chat@chainforge.dev'],
    replies: [
      {
        author: 'supply@chainforge.dev',
        content: '<p>The per-warehouse view saves me a spreadsheet every Monday.</p>',
        upvotedBy: ['demo@chainforge.dev'],
      },
      { author: 'chat@chainforge.dev', content: '<p>Does it include the Rotterdam site yet?</p>' },
      { author: 'demo@chainforge.dev', content: '<p>Yes, <b>since this morning</b>.</p>' },
    ],
  },
  {
    author: 'supply@chainforge.dev',
    content: '<p>Small request: could the orders table remember my sort between visits?</p>',
    upvotedBy: ['viewer@chainforge.dev'],
    replies: [{ author: 'viewer@chainforge.dev', content: '<p>Seconded, I sort by date every time.</p>' }],
  },
  {
    author: 'chat@chainforge.dev',
    content:
      '<p>The chat agent answered a stock question with the SKU and its warehouse. The guide is at <a href="https://example.com/chat-guide">example.com/chat-guide</a>.</p>',
  },
];

/**
 * A few posts, replies and votes by the seed members on the demo page's channel, in test mode, so
 * that the page shows a conversation on a fresh development database. Only when the demo app
 * exists and the channel does not: once anyone has written there, it is theirs. Development only,
 * as all demo data (prepareDatabase's seedDemo). Returns whether it seeded.
 */
export async function seedDemoCommentsIfMissing(db: Kysely<Database>): Promise<boolean> {
  const scope = { appId: DEMO_APP.id, mode: 'test' as const };
  const app = await findAppRow(db, DEMO_APP.id);
  if (!app || (await findChannel(db, scope, DEMO_COMMENT_CHANNEL))) return false;
  const members = await listTestMembers(db, DEMO_APP.id);
  const memberId = (email: string) => members.find((member) => member.email === email)?.id;
  const channel = await findOrCreateChannel(db, scope, DEMO_COMMENT_CHANNEL);
  const random = new Random(DEMO_COMMENT_CHANNEL);

  async function seed(comment: SeedComment, parentId: string | null): Promise<void> {
    const author = memberId(comment.author);
    if (!author) return; // a seed member the operator removed: their part of the conversation goes
    const id = random.id('cmt_sb_');
    await insertComment(db, {
      id,
      channelId: channel.id,
      parentId,
      memberId: author,
      content: sanitizeComment(comment.content),
    });
    for (const voter of comment.upvotedBy ?? []) {
      const voterId = memberId(voter);
      if (voterId) await setVote(db, id, voterId, 'UP');
    }
    for (const reply of comment.replies ?? []) await seed(reply, id);
  }
  for (const post of DEMO_COMMENTS) await seed(post, null);
  return true;
}
