import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log';

const flags = globalThis as { __CHAINFORGE_TEST__?: boolean; __CHAINFORGE_DEBUG__?: boolean };

describe('the client log', () => {
  afterEach(() => {
    flags.__CHAINFORGE_DEBUG__ = undefined;
    vi.restoreAllMocks();
  });

  it('is silent in a test run', () => {
    expect(flags.__CHAINFORGE_TEST__).toBe(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    log.error('Unable to load the balance.');
    log.warn('Two versions on one page.');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes when a test asks', () => {
    flags.__CHAINFORGE_DEBUG__ = true;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('down');
    log.error('Unable to load the balance.', failure);
    expect(error).toHaveBeenCalledWith('Unable to load the balance.', failure);
  });
});
