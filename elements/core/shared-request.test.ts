import { describe, expect, it } from 'vitest';
import { shareInFlight } from './shared-request';

/** A request that answers when told, counting how often it was started. */
function deferredRequest() {
  let answer: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let started = 0;
  const request = () => {
    started++;
    return new Promise<string>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  };
  return {
    request,
    answer: (value: string) => answer(value),
    fail: (error: Error) => fail(error),
    started: () => started,
  };
}

describe('shareInFlight', () => {
  it('asks once for callers that ask for the same answer at once', async () => {
    const call = deferredRequest();
    const first = shareInFlight('GET /stats/agents', call.request);
    const second = shareInFlight('GET /stats/agents', call.request);
    call.answer('figures');
    expect(await Promise.all([first, second])).toEqual(['figures', 'figures']);
    expect(call.started()).toBe(1);
  });

  it('asks separately for another answer', () => {
    const call = deferredRequest();
    void shareInFlight('GET /supply-chain/overview?channel=east', call.request);
    void shareInFlight('GET /supply-chain/overview?channel=west', call.request);
    expect(call.started()).toBe(2);
  });

  it('asks again once the request settled, failed or answered', async () => {
    const call = deferredRequest();
    const failed = shareInFlight('GET /invoices', call.request);
    call.fail(new Error('down'));
    await expect(failed).rejects.toThrow('down');
    const again = shareInFlight('GET /invoices', call.request);
    expect(call.started()).toBe(2);
    call.answer('invoices');
    expect(await again).toBe('invoices');
  });
});
