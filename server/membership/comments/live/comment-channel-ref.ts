import type { MemberMode } from '../../../db/schema-membership.ts';

/** One channel's events: an app's, in one mode (test and live never hear each other), by its key. */
export interface CommentChannelRef {
  appId: string;
  mode: MemberMode;
  channelKey: string;
}

/** The channel's name in the logs and in Redis; the key may hold any character, so it comes last. */
export const channelName = ({ appId, mode, channelKey }: CommentChannelRef): string => `${appId}:${mode}:${channelKey}`;
