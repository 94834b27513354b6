import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from './chat-state';
import type { spokenSentences } from './spoken-text';

/**
 * Screen readers hear an answer a sentence at a time, as each sentence is complete. The sentences
 * are cut by code loaded with the messages' (`sentencesOf`): until it is here, the answer's
 * sentences wait and are said together once it is.
 */
export function useSpokenAnswer(
  messages: readonly ChatMessage[],
  sentencesOf: typeof spokenSentences | undefined,
): string[] {
  const [spoken, setSpoken] = useState<string[]>([]);
  const following = useRef(false);
  const said = useRef(0);
  const answer = messages.at(-1);
  useEffect(() => {
    if (answer?.role !== 'assistant') return;
    const done = answer.status !== 'streaming';
    if (!done && answer.text === '') {
      // A new answer: the region starts over.
      following.current = true;
      said.current = 0;
      setSpoken([]);
      return;
    }
    if (!following.current || !sentencesOf) return;
    const sentences = sentencesOf(answer.text, done);
    const fresh = sentences.slice(said.current);
    said.current = Math.max(said.current, sentences.length);
    if (done) {
      following.current = false;
      if (answer.status === 'stopped') fresh.push('Stopped.');
      if (answer.status === 'error') fresh.push(answer.error ?? 'The answer ended early.');
    }
    if (fresh.length > 0) setSpoken((shown) => [...shown, ...fresh]);
  }, [answer, sentencesOf]);
  return spoken;
}
