import { ApiError } from '../../http/errors.ts';
import { POLICIES, type PolicyName, type RateLimitPolicy } from './policies.ts';
import type { RateLimitStore } from './store.ts';

function humanDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
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
    if (result.allowed) return;
    const wait = humanDuration(result.retryAfterMs);
    throw new ApiError(429, 'too-many-requests', `Too many ${policy.what}. Please wait ${wait} and try again.`, {
      'Retry-After': String(Math.ceil(result.retryAfterMs / 1000)),
    });
  }

  /** Forgets a subject's count, e.g. a successful sign-in clearing its email's failures. */
  reset(policyName: PolicyName, subject: string): Promise<void> {
    return this.store.reset(`${this.#policies[policyName].name}:${subject}`);
  }
}
