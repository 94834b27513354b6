import { useState } from 'react';
import { toClientError } from '../../core/client-error';
import type { ConsoleComment } from '../../../contract/console-comment-answers';
import { consoleClient } from '../../core/console-client';
import { type ConfirmedAct, useConfirmedAct } from '../../kit/console/use-confirmed-act';
import { type CommentFeed, withAuthorBan, withComment, withDeletion } from './comment-feed';

/** What an act on an item did, or why it failed: said under the item, until its next act. */
export interface ActOutcome {
  tone: 'success' | 'error';
  text: string;
}

export type CommentActName = 'hide' | 'restore' | 'ban' | 'unban';

export interface CommentActs {
  /** The act under way on an item, if any: its buttons wait meanwhile. */
  busyOf: (id: string) => CommentActName | undefined;
  outcomeOf: (id: string) => ActOutcome | undefined;
  run: (comment: ConsoleComment, name: CommentActName) => void;
  /** Delete, asked once more in a dialog. */
  deletion: ConfirmedAct<ConsoleComment>;
  /** What the last deletion that took an item off the list did, said above the list; `count` tells each apart. */
  removed: { text: string; count: number };
}

const noun = (comment: ConsoleComment) => (comment.kind === 'post' ? 'post' : 'reply');
const who = (comment: ConsoleComment) => comment.author?.displayName || comment.author?.email || 'The author';

const ACT_FAILURES: Record<CommentActName, string> = {
  hide: 'Could not hide it',
  restore: 'Could not restore it',
  ban: 'Could not ban the author',
  unban: 'Could not unban the author',
};

/**
 * The owner's acts on the items shown: each changes the item (or its author's items) as the
 * server answered, says what it did under the item, and has the channels' counts read again.
 * A failure is said in the same place and changes nothing.
 */
export function useCommentActs(
  change: (update: (feed: CommentFeed) => CommentFeed) => void,
  onCountsChanged: () => void,
): CommentActs {
  const [busy, setBusy] = useState<Record<string, CommentActName>>({});
  const [outcomes, setOutcomes] = useState<Record<string, ActOutcome>>({});
  const [removed, setRemoved] = useState({ text: '', count: 0 });
  const say = (id: string, outcome: ActOutcome | undefined) =>
    setOutcomes(({ [id]: _previous, ...others }) => (outcome ? { ...others, [id]: outcome } : others));

  async function act(comment: ConsoleComment, name: CommentActName): Promise<string> {
    const authorId = comment.author?.id ?? '';
    switch (name) {
      case 'hide': {
        const hidden = await consoleClient.hideComment(comment.id);
        change((feed) => withComment(feed, hidden));
        return `Hidden: readers no longer see this ${noun(comment)}.`;
      }
      case 'restore': {
        const restored = await consoleClient.restoreComment(comment.id);
        change((feed) => withComment(feed, restored));
        return `Restored: readers see this ${noun(comment)} again.`;
      }
      case 'ban':
        await consoleClient.banFromComments(authorId);
        change((feed) => withAuthorBan(feed, authorId, true));
        return `${who(comment)} can no longer post or reply.`;
      case 'unban':
        await consoleClient.unbanFromComments(authorId);
        change((feed) => withAuthorBan(feed, authorId, false));
        return `${who(comment)} may post and reply again.`;
    }
  }

  const run = (comment: ConsoleComment, name: CommentActName) => {
    if (busy[comment.id]) return;
    setBusy((current) => ({ ...current, [comment.id]: name }));
    say(comment.id, undefined);
    act(comment, name)
      .then(
        (text) => {
          say(comment.id, { tone: 'success', text });
          onCountsChanged();
        },
        (thrown: unknown) =>
          say(comment.id, { tone: 'error', text: `${ACT_FAILURES[name]}: ${toClientError(thrown).message}` }),
      )
      .finally(() => setBusy(({ [comment.id]: _done, ...others }) => others));
  };

  const deletion = useConfirmedAct<ConsoleComment>(async (comment) => {
    const answer = await consoleClient.deleteComment(comment.id);
    change((feed) => withDeletion(feed, answer));
    onCountsChanged();
    if (answer.outcome === 'placeholder') {
      say(comment.id, { tone: 'success', text: 'Deleted: its replies stay readable under a placeholder.' });
    } else {
      say(comment.id, undefined);
      setRemoved(({ count }) => ({ text: `The ${noun(comment)} by ${who(comment)} was deleted.`, count: count + 1 }));
    }
  });

  return {
    busyOf: (id) => busy[id],
    outcomeOf: (id) => outcomes[id],
    run,
    deletion,
    removed,
  };
}
