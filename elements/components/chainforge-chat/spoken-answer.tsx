import type { ChatMessage } from './chat-state';
import { VisuallyHidden } from './chainforge-chat.styles';
import { useSpokenAnswer } from './use-spoken-answer';

/** The live region screen readers hear the answer from, a sentence at a time. */
export function SpokenAnswer({ messages }: { messages: readonly ChatMessage[] }) {
  const spoken = useSpokenAnswer(messages);
  return (
    <VisuallyHidden part="live" aria-live="polite">
      {spoken.map((sentence, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sentences are only ever added at the end.
        <p key={index}>{sentence}</p>
      ))}
    </VisuallyHidden>
  );
}
