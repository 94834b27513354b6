/** What the comment page benchmark seeds (api/serve-comment-channel.ts) and asks for (comments-first-page.ts). */
export const COMMENTS_BENCH = {
  POSTS: 10_000,
  REPLIES: 50_000,
  /** Authors the posts and replies are spread over, each with a public first name. */
  AUTHORS: 500,
  APP_ID: 'app_chainforge_demo',
  PUBLIC_KEY: 'pk_sb_chainforge_demo',
  CHANNEL_KEY: 'bench-channel',
  /** A channel of one page only, read beside the big one. */
  SMALL_CHANNEL_KEY: 'bench-small-channel',
  SMALL_POSTS: 20,
} as const;
