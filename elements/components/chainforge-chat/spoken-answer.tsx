import { useRemoteData } from '../../kit/use-remote-data';
import type { ChatMessage } from './chat-state';
import { VisuallyHidden } from './chainforge-chat.styles';
import { loadMessageCode } from './load-message-code';
import { useSpokenAnswer } from './use-spoken-answer';

/**
 * The live region screen readers hear the answer from, a sentence at a time. The region is there
 * from the start, so that a screen reader follows it before the first answer is written into it.
 */
export function SpokenAnswer({ messages }: { messages: readonly ChatMessage[] }) {
  return (
    <VisuallyHidden part="live" aria-live="polite">
      {messages.length > 0 && <SpokenSentences messages={messages} />}
    </VisuallyHidden>
  );
}

function SpokenSentences({ messages }: { messages: readonly ChatMessage[] }) {
  // A failed load is told where the messages show; until it is here, sentences wait, none lost.
  const code = useRemoteData({ load: loadMessageCode, perAccount: false });
  const spoken = useSpokenAnswer(messages, code.data?.spokenSentences);
  return spoken.map((sentence, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: sentences are only ever added at the end.
    <p key={index}>{sentence}</p>
  ));
}
