import axios, { type AxiosInstance } from 'axios';

/**
 * The conventions every client of ours shares: JSON answers, a timeout a person would wait, and
 * the fetch adapter, the one that can hand a streamed answer over as it arrives (the chat), so
 * that builds can leave axios's XMLHttpRequest adapter out (tools/build/production-stubs.ts).
 */
export function createHttpClient(): AxiosInstance {
  return axios.create({ adapter: 'fetch', timeout: 15_000, headers: { Accept: 'application/json' } });
}
