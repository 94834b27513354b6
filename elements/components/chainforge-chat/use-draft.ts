import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { CHAT_LIMITS } from '../../../contract/chat';
import type { ChatSession } from './use-chat-session';
import { useFittedInput } from './use-fitted-input';

interface DraftOptions {
  /** A question the API refused comes back to the message box, unless the person typed another. */
  returnedDraft: ChatSession['returnedDraft'];
  /** Nothing is being answered or restored and the plan has the chat. */
  ready: boolean;
  send: (text: string) => void;
}

export type Draft = ReturnType<typeof useDraft>;

/** The message being written: its box, its length against the limit, and sending it with Enter. */
export function useDraft({ returnedDraft, ready, send }: DraftOptions) {
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    if (returnedDraft) setText((current) => (current.trim() === '' ? returnedDraft.text : current));
  }, [returnedDraft]);

  useFittedInput(input, text);

  const count = [...text].length;
  const tooLong = count > CHAT_LIMITS.messageChars;
  const canSend = text.trim() !== '' && ready && !tooLong;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    send(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return { input, text, setText, count, tooLong, canSend, submit, onKeyDown };
}
