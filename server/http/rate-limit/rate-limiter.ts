import { rateLimitRefusals } from '../../observability/metrics.ts';
import { apiError, type ApiError } from '../../http/errors.ts';
import { POLICIES, type PolicyName, type RateLimitPolicy } from './policies.ts';
import type { RateLimitStore } from './store.ts';

function humanDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooMany(policy: RateLimitPolicy, retryAfterMs: number): ApiError {
  rateLimitRefusals.inc({ policy: policy.name });
  const otherwise = policy.otherwise ? `, or ${policy.otherwise}` : '';
  return apiError('too-many-requests', {
    message: `Too many ${policy.what}. Please wait ${humanDuration(retryAfterMs)} and try again${otherwise}.`,
    headers: { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  });
}

/**
 * Applies POLICIES (or overrides, for tests) on a store. `enforce` counts one hit and throws the
 * 429 with Retry-After when the subject is over its limit.
 */
export class RateLimiter {
  readonly #policies: Record<PolicyName, RateLimitPolicy>;

  constructor(
    readonly store: RateLimitStore,
    overrides: Partial<Record<PolicyName, Partial<RateLimitPolicy>>> = {},
  ) {
    this.#policies = Object.fromEntries(
      Object.entries(POLICIES).map(([name, policy]) => [name, { ...policy, ...overrides[name as PolicyName] }]),
    ) as Record<PolicyName, RateLimitPolicy>;
  }

  /** `subject` is what is counted: an IP address, a normalised email. */
  async enforce(policyName: PolicyName, subject: string): Promise<void> {
    const policy = this.#policies[policyName];
    const result = await this.store.hit(`${policy.name}:${subject}`, policy.limit, policy.windowMs);
    if (!result.allowed) throw tooMany(policy, result.retryAfterMs);
  }

  /**
   * For limits on failures, which are only known after the attempt: `exceeded` or
   * `refuseIfExceeded` before it, `record` after a failure.
   */
  async exceeded(policyName: PolicyName, subject: string): Promise<boolean> {
    const policy = this.#policies[policyName];
    return !(await this.store.peek(`${policy.name}:${subject}`, policy.limit, policy.windowMs)).allowed;
  }

  async refuseIfExceeded(policyName: PolicyName, subject: string): Promise<void> {
    const policy = this.#policies[policyName];
    const result = await this.store.peek(`${policy.name}:${subject}`, policy.limit, policy.windowMs);
    if (!result.allowed) throw tooMany(policy, result.retryAfterMs);
  }

  async record(policyName: PolicyName, subject: string): Promise<void> {
    const policy = this.#policies[policyName];
    await this.store.hit(`${policy.name}:${subject}`, policy.limit, policy.windowMs);
  }

  /** Forgets a subject's count, e.g. a successful sign-in clearing its email's failures. */
  reset(policyName: PolicyName, subject: string): Promise<void> {
    return this.store.reset(`${this.#policies[policyName].name}:${subject}`);
  }
}
