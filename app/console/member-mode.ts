import { useEffect, useState } from 'react';
import type { ConsoleMemberMode } from '../../contract/console-answers';
import { consoleClient } from '../../elements/core/console-client';
import { log } from '../../elements/core/log';

const MODE_KEY = 'cf-console-member-mode';

function storedMode(ownerKey: string): ConsoleMemberMode | undefined {
  try {
    const mode = localStorage.getItem(`${MODE_KEY}:${ownerKey}`);
    return mode === 'live' || mode === 'test' ? mode : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the mode an owner chose, so the members list opens on it next time. */
export function rememberMemberMode(ownerKey: string, mode: ConsoleMemberMode): void {
  try {
    localStorage.setItem(`${MODE_KEY}:${ownerKey}`, mode);
  } catch {
    // Storage refused (a private window's quota): the list opens on the mode that has members.
  }
}

/** Live, unless only test mode has members (development, where every seeded member is a test member). */
async function modeWithMembers(signal: AbortSignal): Promise<ConsoleMemberMode> {
  const count = (mode: ConsoleMemberMode) =>
    consoleClient.members({ mode, order: 'DESC', first: 1 }, signal).then((page) => page.totalCount);
  const [live, test] = await Promise.all([count('live'), count('test')]);
  return live === 0 && test > 0 ? 'test' : 'live';
}

/**
 * The mode the members list opens on when its URL names none: the one this owner chose last, else
 * the one that has members. Undefined while it is being found out; `ask` false skips the question.
 */
export function useOpeningMemberMode(ownerKey: string, ask: boolean): ConsoleMemberMode | undefined {
  const [found, setFound] = useState<{ ownerKey: string; mode: ConsoleMemberMode }>();
  const stored = storedMode(ownerKey);
  const known = stored ?? (found?.ownerKey === ownerKey ? found.mode : undefined);
  useEffect(() => {
    if (!ask || known) return;
    const controller = new AbortController();
    modeWithMembers(controller.signal).then(
      (mode) => setFound({ ownerKey, mode }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        log.warn('The console could not count the members of each mode; it opens on live members.', error);
        setFound({ ownerKey, mode: 'live' });
      },
    );
    return () => controller.abort();
  }, [ask, known, ownerKey]);
  return ask ? known : undefined;
}
