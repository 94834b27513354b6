import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultHashingBounds, HashingQueue } from './hashing-queue.ts';

const queueOfThisRequest = new AsyncLocalStorage<HashingQueue>();
const queueOfThisProcess = new HashingQueue(defaultHashingBounds());

/**
 * The queue passwords.ts hashes through: the membership service's own while it handles a request
 * (its bounds are an option of the service), else the process's (seeding, scripts, tests).
 * The routes call the password functions directly, so the queue travels with the request.
 */
export function currentHashingQueue(): HashingQueue {
  return queueOfThisRequest.getStore() ?? queueOfThisProcess;
}

export function withHashingQueue<T>(queue: HashingQueue, work: () => T): T {
  return queueOfThisRequest.run(queue, work);
}
