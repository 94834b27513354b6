import { setTimeout as sleep } from 'node:timers/promises';
import { fetchFrom } from '../../server/testing/fetch-from';
import { startChild } from './load';
import { hashesPerSecond } from './membership-throughput';
import { median, percentile, type Figure } from './report';

const FLOOD_SECONDS = 8;
const ADDRESSES = 100;
/** Rightful sign-ins begin once the flood has had time to fill the queue. */
const SETTLE_MS = 1000;
const RIGHTFUL_EVERY_MS = 200;
const TICK_MS = 5;
/** What "refused at once" means: a 503 does no hashing, so it costs what any small answer does. */
const AT_ONCE_MS = 20;
const SIGN_IN_TARGET_MS = 1000;

const RIGHTFUL = { email: 'demo@chainforge.dev', password: 'ChainForge-demo-1' };

interface Answer {
  status: number;
  ms: number;
}

async function timedLogin(url: string, from: string, body: { email: string; password: string }): Promise<Answer> {
  const began = performance.now();
  const response = await fetchFrom(from, `${url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': 'pk_sb_chainforge_demo' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - began };
}

/**
 * Wrong passwords for unknown emails from ADDRESSES loopback addresses, sent on schedule whether or
 * not earlier ones were answered (an attacker does not wait), with a rightful sign-in now and then.
 * Each leaves in the order it is due, so that the rightful one is not always last of a late batch.
 */
async function flood(url: string, perSecond: number): Promise<{ wrong: Answer[]; rightful: Answer[] }> {
  const wrong: Promise<Answer>[] = [];
  const rightful: Promise<Answer>[] = [];
  const nextWrongDue = () => (wrong.length * 1000) / perSecond;
  const nextRightfulDue = () => SETTLE_MS + rightful.length * RIGHTFUL_EVERY_MS;
  const began = performance.now();
  for (let elapsed = 0; elapsed < FLOOD_SECONDS * 1000; elapsed = performance.now() - began) {
    while (Math.min(nextWrongDue(), nextRightfulDue()) <= elapsed) {
      if (nextRightfulDue() <= nextWrongDue()) rightful.push(timedLogin(url, '127.0.0.1', RIGHTFUL));
      else {
        const n = wrong.length;
        const from = `127.0.0.${2 + (n % ADDRESSES)}`;
        wrong.push(timedLogin(url, from, { email: `nobody-${n}@example.com`, password: 'Wrong-password-1' }));
      }
    }
    await sleep(TICK_MS);
  }
  return { wrong: await Promise.all(wrong), rightful: await Promise.all(rightful) };
}

async function floodChild(script: string, perSecond: number) {
  const server = await startChild(script);
  try {
    const answers = await flood(server.url, perSecond);
    const unexpected = [
      ...answers.wrong.filter((a) => a.status !== 401 && a.status !== 503),
      ...answers.rightful.filter((a) => a.status !== 200 && a.status !== 503),
    ];
    if (unexpected.length)
      throw new Error(`${script}: unexpected answers ${unexpected.map((a) => a.status).join(', ')}`);
    const times = (of: Answer[], status: number) => of.filter((a) => a.status === status).map((a) => a.ms);
    return {
      signedIn: times(answers.rightful, 200),
      rightfulRefused: times(answers.rightful, 503),
      rightfulCount: answers.rightful.length,
      wrongAnswered: times(answers.wrong, 401),
      wrongRefused: times(answers.wrong, 503),
      wrongCount: answers.wrong.length,
    };
  } finally {
    server.child.kill('SIGTERM');
  }
}

const duration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);
const spread = (ms: number[]) =>
  ms.length ? `median ${duration(median(ms))}, p95 ${duration(percentile(ms, 95))}` : 'none';

/**
 * Rightful sign-ins during a flood of wrong ones at the machine's whole hashing rate, with the
 * hashing queue bounded as in production beside the same flood with it unbounded (as before).
 */
export async function hashingFloodFigures(): Promise<Figure[]> {
  const perSecond = Math.round(await hashesPerSecond());
  const bounded = await floodChild('./api/serve-hashing-bounded.ts', perSecond);
  const unbounded = await floodChild('./api/serve-hashing-unbounded.ts', perSecond);
  const signInMet = bounded.signedIn.length === 0 || percentile(bounded.signedIn, 95) < SIGN_IN_TARGET_MS;
  const refusedAtOnce = (ms: number[]) => ms.length === 0 || median(ms) < AT_ONCE_MS;
  return [
    {
      name: `rightful sign-in, ${perSecond} wrong/s from ${ADDRESSES} addresses`,
      value: `${spread(bounded.signedIn)} (${bounded.signedIn.length} of ${bounded.rightfulCount}); ${bounded.rightfulRefused.length} told 503 in ${spread(bounded.rightfulRefused)}`,
      target: `p95 under ${duration(SIGN_IN_TARGET_MS)}, or 503 at once`,
      reference: `unbounded queue: ${spread(unbounded.signedIn)} (${unbounded.signedIn.length} of ${unbounded.rightfulCount})`,
      meetsTarget: signInMet && refusedAtOnce(bounded.rightfulRefused),
    },
    {
      name: 'wrong sign-ins refused 503 (server-busy)',
      value: `${bounded.wrongRefused.length} of ${bounded.wrongCount}, ${spread(bounded.wrongRefused)}`,
      target: `503 in a few ms (median under ${AT_ONCE_MS} ms)`,
      reference: `unbounded queue: ${unbounded.wrongRefused.length} of ${unbounded.wrongCount}; 401 in ${spread(unbounded.wrongAnswered)}`,
      meetsTarget: bounded.wrongRefused.length > 0 && refusedAtOnce(bounded.wrongRefused),
    },
  ];
}
