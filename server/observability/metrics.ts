import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator graphs and alerts on, served at GET /metrics only when METRICS_TOKEN is set.
 * Labels are bounded sets (route patterns, statuses, outcomes, policy names), never a user's value:
 * an unbounded label would grow without end and could carry personal data.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to the answer (for streams: to its first byte), by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const loginOutcomes = new Counter({
  name: 'membership_logins_total',
  help: 'Membership sign-ins by method (password, passwordless, passkey, provider) and outcome (success, refused, limited).',
  labelNames: ['method', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by policy.',
  labelNames: ['policy'] as const,
  registers: [metricsRegistry],
});

/** Counts a sign-in's outcome, then passes on whatever the attempt threw (a 429 counts as limited). */
export async function countedSignIn<T>(
  method: 'password' | 'passwordless' | 'passkey',
  attempt: Promise<T>,
): Promise<T> {
  try {
    const result = await attempt;
    loginOutcomes.inc({ method, outcome: 'success' });
    return result;
  } catch (error) {
    const limited = (error as { status?: unknown } | null)?.status === 429;
    loginOutcomes.inc({ method, outcome: limited ? 'limited' : 'refused' });
    throw error;
  }
}

export const openChatStreams = new Gauge({
  name: 'chat_streams_open',
  help: 'Chat answers being streamed by this instance now.',
  registers: [metricsRegistry],
});
