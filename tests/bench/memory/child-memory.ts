// How a benchmark asks a server in a child process for its memory, over the child's IPC channel.
import { createHook } from 'node:async_hooks';
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface MemoryQuestion {
  /** Collect garbage first (the child must run with --expose-gc): what stays is what is held. */
  collect: boolean;
}

export interface MemoryAnswer {
  rss: number;
  heapUsed: number;
  /** Timers the process holds, unref'd ones too (setTimeout and setInterval not yet done), when counted. */
  timers?: number;
}

/** Counts every timer made and not yet gone, through an async hook (which slows the child, so only when asked). */
function countTimers(): () => number {
  const live = new Set<number>();
  createHook({
    init: (id, type) => {
      if (type === 'Timeout') live.add(id);
    },
    destroy: (id) => live.delete(id),
  }).enable();
  return () => live.size;
}

/** In the child: answers every question with process.memoryUsage(), and its timers when `timers` is set. */
export function answerMemoryQuestions({ timers = false } = {}): void {
  if (!global.gc) throw new Error('Start the child with --expose-gc');
  const collect = global.gc;
  const liveTimers = timers ? countTimers() : undefined;
  process.on('message', async (question: MemoryQuestion) => {
    if (question.collect) {
      // Several passes, with turns of the event loop between, so that finalizers and weak
      // references freed by one pass let the next free what they held.
      for (let pass = 0; pass < 3; pass++) {
        collect();
        await sleep(50);
      }
    }
    const { rss, heapUsed } = process.memoryUsage();
    process.send!({ rss, heapUsed, timers: liveTimers?.() } satisfies MemoryAnswer);
  });
}

/** In the benchmark: the child's memory now. */
export function childMemory(child: ChildProcess, question: MemoryQuestion): Promise<MemoryAnswer> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as MemoryAnswer));
    child.send(question);
  });
}
