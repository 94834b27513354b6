import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { emit } from '../../kit/events';
import type { ChainforgeChatProps } from './chainforge-chat.props';

/**
 * Opening and closing the chat: the element's `expanded` property changes and the page hears of it.
 * Opened from its header, the chat puts the cursor in the message box.
 */
export function useExpansion(host: HTMLElement, expanded: boolean, input: RefObject<HTMLTextAreaElement | null>) {
  const focusAfterOpen = useRef(false);

  const setExpanded = useCallback(
    (open: boolean) => {
      (host as HTMLElement & ChainforgeChatProps).expanded = open;
      emit(host, 'chainforge-chat-toggle', { expanded: open });
    },
    [host],
  );

  useEffect(() => {
    if (expanded && focusAfterOpen.current) input.current?.focus();
    focusAfterOpen.current = false;
  }, [expanded, input]);

  const toggle = () => {
    focusAfterOpen.current = !expanded;
    setExpanded(!expanded);
  };
  return { setExpanded, toggle };
}
