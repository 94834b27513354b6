import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { shareInFlight } from '../core/shared-request';
import { type RemoteData, type RemoteDataOptions, useRemoteData } from './use-remote-data';

/** Renders the hook in a component and hands out what it answered at the last render (React renders asynchronously: wait). */
function renderLoader<T>(options: () => RemoteDataOptions<T>) {
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  let latest: RemoteData<T> | undefined;
  function Probe() {
    latest = useRemoteData(options());
    return null;
  }
  root.render(<Probe />);
  return {
    current: () => latest as RemoteData<T>,
    rerender: () => root.render(<Probe />),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}

/** A load that answers when told, keeping the signal each attempt was given. */
function controlledLoad<T>() {
  const signals: AbortSignal[] = [];
  const answers: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<T>((resolve, reject) => answers.push({ resolve, reject }));
  };
  return { load, signals, answers };
}

describe('useRemoteData', () => {
  it('aborts the request when its caller unmounts, and drops the late answer', async () => {
    const call = controlledLoad<string>();
    const loader = renderLoader(() => ({ load: call.load }));
    await waitUntil(() => call.signals.length === 1);
    expect(loader.current().status).to.equal('loading');
    loader.unmount();
    expect(call.signals[0]!.aborted).to.equal(true);
    call.answers[0]!.resolve('too late');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loader.current().status).to.equal('loading');
  });

  it('keeps data replaced while a load was on its way: the late answer does not undo the change', async () => {
    const call = controlledLoad<string[]>();
    const loader = renderLoader(() => ({ load: call.load }));
    await waitUntil(() => call.signals.length === 1);
    loader.current().replace(['added here']);
    await waitUntil(() => loader.current().status === 'loaded');
    expect(call.signals[0]!.aborted).to.equal(true);
    call.answers[0]!.resolve([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loader.current().data).to.deep.equal(['added here']);
    loader.unmount();
  });

  it('reads a failure through the one client error and loads again on retry', async () => {
    const call = controlledLoad<string>();
    const loader = renderLoader(() => ({ load: call.load }));
    await waitUntil(() => call.answers.length === 1);
    call.answers[0]!.reject(new Error('There is no channel "moon".'));
    await waitUntil(() => loader.current().status === 'error');
    expect(loader.current().error?.kind).to.equal('unknown');
    expect(loader.current().error?.message).to.equal('There is no channel "moon".');

    loader.current().retry();
    await waitUntil(() => call.answers.length === 2);
    expect(call.signals[0]!.aborted).to.equal(true);
    call.answers[1]!.resolve('figures');
    await waitUntil(() => loader.current().status === 'loaded');
    expect(loader.current().data).to.equal('figures');
    expect(loader.current().error).to.equal(null);
    loader.unmount();
  });

  it("logs an element's failure and tells it as the element's error event", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const told = new Promise<CustomEvent>((resolve) =>
      host.addEventListener('balance-card-error', (event) => resolve(event as CustomEvent), { once: true }),
    );
    const loader = renderLoader(() => ({
      load: () => Promise.reject(new Error('down')),
      preloaded: undefined,
      currentPreloaded: () => undefined,
      failure: { message: 'Unable to load your balance.', element: { host, event: 'balance-card-error' } },
    }));
    const event = await told;
    expect(event.detail).to.deep.equal({ message: 'Unable to load your balance.', reason: 'down' });
    expect(event.bubbles && event.composed).to.equal(true);
    loader.unmount();
    host.remove();
  });

  it('fetches nothing while the page preloads the data', async () => {
    let loads = 0;
    const loader = renderLoader(() => ({
      load: async () => {
        loads++;
        return 'fetched';
      },
      preloaded: 'given',
      currentPreloaded: () => 'given',
    }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loader.current()).to.include({ status: 'loaded', data: 'given' });
    expect(loads).to.equal(0);
    loader.unmount();
  });

  it('shares one request in flight between callers asking for the same answer', async () => {
    let requests = 0;
    let answer: (value: number) => void = () => undefined;
    const request = () => {
      requests++;
      return new Promise<number>((resolve) => {
        answer = resolve;
      });
    };
    const options = () => ({ load: () => shareInFlight('GET /stats/agents', request) });
    const first = renderLoader(options);
    const second = renderLoader(options);
    await waitUntil(() => requests === 1);
    answer(42);
    await waitUntil(() => first.current().status === 'loaded' && second.current().status === 'loaded');
    expect([first.current().data, second.current().data]).to.deep.equal([42, 42]);
    expect(requests).to.equal(1);
    first.unmount();
    second.unmount();
  });

  it('loads again for another key, aborting the previous one', async () => {
    const call = controlledLoad<string>();
    let key = 'conv_a';
    const loader = renderLoader(() => ({ key, load: call.load }));
    await waitUntil(() => call.signals.length === 1);
    key = 'conv_b';
    loader.rerender();
    await waitUntil(() => call.signals.length === 2);
    expect(call.signals[0]!.aborted).to.equal(true);
    expect(call.signals[1]!.aborted).to.equal(false);
    loader.unmount();
  });
});
