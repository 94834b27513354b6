import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { exactTime, relativeTime } from './relative-time';

/** How often relative times move on: finer than their smallest unit, a minute. */
const CLOCK_TICK_MS = 30_000;

const Now = createContext(Date.now());

/**
 * One clock for the whole element: every relative time reads it, so a channel of a thousand
 * items still has one timer, and only the times render when it ticks.
 */
export function SharedClock({ children }: { children: ReactNode }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return <Now.Provider value={now}>{children}</Now.Provider>;
}

/** '5 minutes ago', kept current; the exact time on hover. */
export function CommentTime({ iso, justNow }: { iso: string; justNow: string }) {
  const now = useContext(Now);
  return (
    <time part="time" dateTime={iso} title={exactTime(iso)}>
      {relativeTime(iso, justNow, Math.max(now, Date.now()))}
    </time>
  );
}
