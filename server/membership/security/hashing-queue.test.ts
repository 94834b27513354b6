import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { HashingQueue } from './hashing-queue.ts';

/** A job the test finishes by hand, recording when it started. */
function manualJobs() {
  const started: number[] = [];
  const finishers = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const job = (id: number) => () =>
    new Promise<number>((resolve, reject) => {
      started.push(id);
      finishers.set(id, { resolve: () => resolve(id), reject });
    });
  return {
    started,
    job,
    finish: (id: number) => finishers.get(id)!.resolve(),
    fail: (id: number) => finishers.get(id)!.reject(new Error(`job ${id} failed`)),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('HashingQueue', () => {
  it('runs at most `concurrency` jobs at once and starts the next when one ends', async () => {
    const queue = new HashingQueue({ concurrency: 2, maxWaiting: 10 });
    const { started, job, finish } = manualJobs();
    const results = [1, 2, 3, 4].map((id) => queue.run(job(id)));
    await settle();
    expect(started).toEqual([1, 2]);
    finish(1);
    await settle();
    expect(started).toEqual([1, 2, 3]);
    finish(2);
    finish(3);
    await settle();
    finish(4);
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a job at once with 503 server-busy and Retry-After when `maxWaiting` already wait', async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: 2 });
    const { started, job, finish } = manualJobs();
    const admitted = [1, 2, 3].map((id) => queue.run(job(id)));
    // Nothing has finished, so the refusal cannot have waited for a slot.
    const error = await refusal(queue.run(job(4)));
    expect(error.status).toBe(503);
    expect(error.code).toBe('server-busy');
    expect(error.message).toBe('The server is busy. Please try again in a few seconds.');
    expect(error.headers['Retry-After']).toBe('1');
    expect(started).toEqual([1]);
    for (const id of [1, 2, 3]) {
      finish(id);
      await settle();
    }
    expect(await Promise.all(admitted)).toEqual([1, 2, 3]);
  });

  it('starts waiting jobs first in, first out', async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: 10 });
    const { started, job, finish } = manualJobs();
    const ids = [1, 2, 3, 4, 5, 6];
    const results = ids.map((id) => queue.run(job(id)));
    for (const id of ids) {
      await settle();
      finish(id);
    }
    await Promise.all(results);
    expect(started).toEqual(ids);
  });

  it('hands a freed slot to the waiting job, not to a newcomer', async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: 2 });
    const { started, job, finish } = manualJobs();
    const first = queue.run(job(1));
    const waiting = queue.run(job(2));
    await settle();
    finish(1);
    await first;
    // Job 2 has not started yet, but the slot job 1 freed is already its own.
    const newcomer = queue.run(job(3));
    await settle();
    expect(started).toEqual([1, 2]);
    finish(2);
    await waiting;
    await settle();
    finish(3);
    await newcomer;
    expect(started).toEqual([1, 2, 3]);
  });

  it('frees the slot of a job that fails, synchronously or not, so that none leaks', async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('async failure')))).rejects.toThrow('async failure');
    await expect(
      queue.run(() => {
        throw new Error('sync failure');
      }),
    ).rejects.toThrow('sync failure');
    expect(await queue.run(async () => 'ran')).toBe('ran');
  });

  it('keeps its full capacity after parallel jobs that succeed, fail and are refused', async () => {
    const queue = new HashingQueue({ concurrency: 2, maxWaiting: 3 });
    const { job, finish, fail } = manualJobs();
    const settled = Promise.allSettled([1, 2, 3, 4, 5, 6, 7].map((id) => queue.run(job(id))));
    for (const id of [1, 2, 3, 4, 5]) {
      await settle();
      if (id % 2) fail(id);
      else finish(id);
    }
    const outcomes = await settled;
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(outcomes.slice(5).map((outcome) => ((outcome as PromiseRejectedResult).reason as ApiError).code)).toEqual([
      'server-busy',
      'server-busy',
    ]);

    const again = manualJobs();
    const second = [1, 2, 3, 4, 5].map((id) => queue.run(again.job(id)));
    await refusal(queue.run(again.job(6)));
    for (const id of [1, 2, 3, 4, 5]) {
      await settle();
      again.finish(id);
    }
    expect(await Promise.all(second)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never refuses when `maxWaiting` is Infinity', async () => {
    const queue = new HashingQueue({ concurrency: 1, maxWaiting: Infinity });
    const results = Array.from({ length: 1000 }, (_, i) => queue.run(async () => i));
    expect((await Promise.all(results)).length).toBe(1000);
  });
});
