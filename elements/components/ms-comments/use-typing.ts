import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommentTypingEvent } from '../../../contract/comment-events';
import type { CommentsClient } from '../../core/membership/comments-client';
import type { StreamReader } from './comment-live-events';

/** How long someone shows as typing after their last notice: a little more than they send them. */
export const TYPING_SHOWN_MS = 6_000;
/** A composer tells the channel at most this often while its member types (the server limits it too). */
export const TYPING_SENT_EVERY_MS = 4_000;

export interface TypingPerson {
  memberId: string;
  /** Their name as the page names authors (its `author-field`, else the stream's); '' when unset. */
  name: string;
  until: number;
}

/**
 * Who else is writing in the channel, as the stream tells: each shown until a few seconds pass
 * without a new notice from them, or until their comment arrives. One timer, for the nearest end.
 */
export function useTypingPeople({ memberId, authorField }: StreamReader) {
  const [people, setPeople] = useState<TypingPerson[]>([]);

  const heard = useCallback(
    ({ memberId: typist, name, customFields }: CommentTypingEvent) => {
      if (typist === memberId) return;
      const until = Date.now() + TYPING_SHOWN_MS;
      const shownName = (authorField && customFields[authorField]) || name;
      setPeople((now) => [
        ...now.filter((one) => one.memberId !== typist),
        { memberId: typist, name: shownName, until },
      ]);
    },
    [memberId, authorField],
  );
  const stopped = useCallback((typist: string) => {
    setPeople((now) =>
      now.some((one) => one.memberId === typist) ? now.filter((one) => one.memberId !== typist) : now,
    );
  }, []);

  useEffect(() => {
    if (people.length === 0) return;
    const nearest = Math.min(...people.map((one) => one.until));
    const timer = setTimeout(
      () => setPeople((now) => now.filter((one) => one.until > Date.now())),
      Math.max(0, nearest - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [people]);

  return { people, heard, stopped };
}

/** What a composer calls as its member types: the notice, sent at most every few seconds; a refused one is let go. */
export function useTypingNotice(client: CommentsClient, channelKey: string) {
  const lastSent = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current < TYPING_SENT_EVERY_MS) return;
    lastSent.current = now;
    client.typing(channelKey).catch(() => undefined);
  }, [client, channelKey]);
}
