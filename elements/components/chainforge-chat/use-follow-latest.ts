import { type UIEvent, useEffect, useLayoutEffect, useRef } from 'react';

/** Closer to the bottom than this, the person is reading the latest message and the box follows it. */
const STICK_DISTANCE = 48;

/** Whatever may grow the conversation's box. */
interface Growth {
  messages: unknown;
  failure: unknown;
  expanded: boolean;
  restoring: boolean;
}

/**
 * Follows the answer as it grows, unless the person scrolled up to read; `follow` brings the
 * conversation back to its latest message (a question was just sent).
 */
export function useFollowLatest({ messages, failure, expanded, restoring }: Growth) {
  const scroller = useRef<HTMLElement>(null);
  const stick = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the conversation may grow it.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && stick.current) box.scrollTop = box.scrollHeight;
  }, [messages, failure, expanded, restoring]);

  // The box shrinks as the message box grows, and what it holds grows after it renders (the
  // messages' code arriving, a table taking its layout, a font): it keeps showing the latest message.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const keepLatest = () => {
      if (stick.current) box.scrollTop = box.scrollHeight;
    };
    const sizes = new ResizeObserver(keepLatest);
    const watchContent = () => {
      sizes.disconnect();
      sizes.observe(box);
      for (const child of box.children) sizes.observe(child);
    };
    const content = new MutationObserver(watchContent);
    watchContent();
    content.observe(box, { childList: true });
    return () => {
      sizes.disconnect();
      content.disconnect();
    };
  }, []);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    stick.current = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_DISTANCE;
  };
  const follow = () => {
    stick.current = true;
  };
  return { scroller, onScroll, follow };
}
