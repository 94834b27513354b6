import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { needsPresenceProof, type PresenceProof } from '../../../core/membership/presence';
import type { SectionProps } from '../section-props';

// The prompt's code loads the first time the service asks for it, not with the modal.
const PresencePrompt = lazy(() => import('./presence-prompt').then((module) => ({ default: module.PresencePrompt })));

interface Waiting {
  act: (proof: PresenceProof) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * For a change to how the member signs in, which the service holds back (403
 * reauthentication-required) when the session's sign-in is over 10 minutes old: `guard(act)` makes
 * the change, and if it is held back, shows `prompt` where the part renders it, then makes it again
 * with the proof. Resolves with the change's answer, or undefined when the person cancels; what
 * the form holds stays as typed throughout.
 */
export function usePresenceCheck({ member, messages }: Pick<SectionProps, 'member' | 'messages'>): {
  guard: <T>(act: (proof?: PresenceProof) => Promise<T>) => Promise<T | undefined>;
  prompt: ReactNode;
  /** The prompt is showing: the change waits on the person, not on the network, so its button shows no spinner. */
  asking: boolean;
} {
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  const guard = useCallback(
    <T,>(act: (proof?: PresenceProof) => Promise<T>): Promise<T | undefined> =>
      act().catch((error: unknown) => {
        if (!needsPresenceProof(error)) throw error;
        return new Promise<T | undefined>((resolve, reject) =>
          setWaiting({ act, resolve: resolve as (result: unknown) => void, reject }),
        );
      }),
    [],
  );

  const settle = (outcome: (waiting: Waiting) => void) => {
    if (waiting) outcome(waiting);
    setWaiting(null);
  };

  const prompt = waiting && (
    <Suspense fallback={null}>
      <PresencePrompt
        member={member}
        messages={messages}
        act={waiting.act}
        onDone={(result) => settle((done) => done.resolve(result))}
        onFail={(error) => settle((done) => done.reject(error))}
        onCancel={() => settle((done) => done.resolve(undefined))}
      />
    </Suspense>
  );
  return { guard, prompt, asking: waiting !== null };
}
