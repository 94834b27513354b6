import { createContext, useContext } from 'react';
import type { CommentsClient } from '../../core/membership/comments-client';
import type { Messages } from '../../core/membership/messages';
import type { CommentChange } from './comment-changes';

/** What every post, reply and composer of one element reads: its wording, calls and reader. */
export interface CommentsContextValue {
  messages: Messages;
  client: CommentsClient;
  /** The signed-in member's id, or null for a visitor. */
  memberId: string | null;
  dispatch: (change: CommentChange) => void;
  /** A composer's member is typing: the channel hears of it, at most every few seconds. */
  onTyping: () => void;
}

export const CommentsContext = createContext<CommentsContextValue | null>(null);

export function useComments(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('ms-comments: a comment part rendered outside its element');
  return value;
}
