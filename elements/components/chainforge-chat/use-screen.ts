import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { lockPageScroll } from '../../kit/dialog/scroll-lock';

/** Below this viewport width the open chat fills the screen. */
export const PHONE_WIDTH = 520;

/**
 * The part of the screen the page can use: on a phone the on-screen keyboard shrinks it (the
 * visual viewport) without resizing the layout, and a full-screen chat sized to the layout would
 * have its message box under the keyboard. While `active`, the panel's top and height follow the
 * visual viewport, and the page behind does not scroll.
 */
export function useVisualViewportBox(panel: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = panel.current;
    const viewport = window.visualViewport;
    if (!active || !element) return;
    const unlock = lockPageScroll();
    const follow = () => {
      if (!viewport) return;
      element.style.setProperty('--chat-viewport-height', `${Math.round(viewport.height)}px`);
      element.style.setProperty('--chat-viewport-top', `${Math.round(viewport.offsetTop)}px`);
    };
    follow();
    viewport?.addEventListener('resize', follow);
    viewport?.addEventListener('scroll', follow);
    return () => {
      unlock();
      viewport?.removeEventListener('resize', follow);
      viewport?.removeEventListener('scroll', follow);
      element.style.removeProperty('--chat-viewport-height');
      element.style.removeProperty('--chat-viewport-top');
    };
  }, [panel, active]);
}

/** Seconds left until `at` (epoch ms), ticking once a second; 0 once passed or without one. */
export function useSecondsUntil(at: number | undefined): number {
  const [, tick] = useState(0);
  const seconds = at === undefined ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000));
  useEffect(() => {
    if (seconds === 0 || at === undefined) return;
    // The count goes down when the time left crosses a whole second.
    const timer = setTimeout(() => tick((count) => count + 1), Math.max(16, (at - Date.now()) % 1000 || 1000));
    return () => clearTimeout(timer);
  }, [seconds, at]);
  return seconds;
}
