import { MembershipError } from '../../core/membership/errors';
import type { Messages } from '../../core/membership/messages';

/** What a person reads for anything a widget action threw: the catalogue's text for a service error. */
export function errorText(messages: Messages, error: unknown): string {
  if (error instanceof MembershipError) return messages.errorMessage(error);
  return error instanceof Error ? error.message : String(error);
}
