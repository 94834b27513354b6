import axios, { type AxiosInstance } from 'axios';

/** The conventions every client of ours shares: JSON answers and a timeout a person would wait. */
export function createHttpClient(): AxiosInstance {
  return axios.create({ timeout: 15_000, headers: { Accept: 'application/json' } });
}
