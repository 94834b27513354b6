import { formatCount } from '../../../core/format';
import type { RemoteStatus } from '../../use-remote-data';

export interface CountInput {
  status: RemoteStatus;
  /** The filter in force, trimmed: empty when none. */
  filter: string;
  shownCount: number;
  total: number;
  /** One row and many: `['transaction', 'transactions']`. */
  noun: readonly [one: string, other: string];
}

/**
 * The toolbar's count: `5,000 transactions`, or `12 of 5,000 transactions` while filtered; nothing
 * until the rows are in, as a count of rows not yet loaded would be wrong.
 */
export function countText({ status, filter, shownCount, total, noun: [one, other] }: CountInput): string {
  if (status !== 'loaded') return '';
  if (filter !== '') return `${formatCount(shownCount)} of ${formatCount(total)} ${other}`;
  return `${formatCount(total)} ${total === 1 ? one : other}`;
}
