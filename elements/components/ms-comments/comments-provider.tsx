import type { ReactNode } from 'react';
import { SharedClock } from './comment-time';
import { CommentsContext, type CommentsContextValue } from './comments-context';

/** What every part of one element shares: its context, and the one clock its relative times read. */
export function CommentsProvider({ value, children }: { value: CommentsContextValue; children: ReactNode }) {
  return (
    <CommentsContext.Provider value={value}>
      <SharedClock>{children}</SharedClock>
    </CommentsContext.Provider>
  );
}
