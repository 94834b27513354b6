import { availableParallelism } from 'node:os';
import { apiError } from '../../http/errors.ts';

export interface HashingQueueBounds {
  /** Hashes running at once: argon2 runs on a thread pool, and more than one per core only makes each slower. */
  concurrency: number;
  /** Hashes waiting for a slot; one more is refused at once. Infinity never refuses. */
  maxWaiting: number;
}

/**
 * A hash takes 15 to 18 ms of one core here (m=19 MiB, t=2), and about 25 ms of a slot under a
 * flood, when answering the flood takes its share of the cores (measured: 79 hashes a second on
 * two cores while refusing the excess). A hash queued behind 16 others per core is then done in
 * about 17 x 25 ms = 0.43 s: a sign-in may be slowed that much, and past it the person is better
 * told at once to try again than kept waiting.
 */
const WAITING_PER_CORE = 16;

export function defaultHashingBounds(): HashingQueueBounds {
  const cores = availableParallelism();
  return { concurrency: cores, maxWaiting: WAITING_PER_CORE * cores };
}

/**
 * A constant rather than a drain estimate: a full queue drains in about half a second, so an
 * estimate would round up to one second anyway, and a flood refills the queue whatever we say.
 */
const RETRY_AFTER_SECONDS = 1;

const serverBusy = () => apiError('server-busy', { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });

/** Runs jobs first in, first out, `concurrency` at a time; refuses a job with 503 when `maxWaiting` already wait. */
export class HashingQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly bounds: HashingQueueBounds) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    await this.#takeSlot();
    try {
      return await job();
    } finally {
      this.#releaseSlot();
    }
  }

  #takeSlot(): Promise<void> | undefined {
    if (this.#running < this.bounds.concurrency) {
      this.#running++;
      return undefined;
    }
    if (this.#waiting.length >= this.bounds.maxWaiting) throw serverBusy();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the slot straight to the longest waiting job, so that a newcomer cannot overtake it. */
  #releaseSlot(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running--;
  }
}
