import { toClientError } from '../../core/client-error';
import type { Messages } from '../../core/membership/messages';

/** What a person reads for anything a widget action threw: the catalogue's text for a service error. */
export function errorText(messages: Messages, error: unknown): string {
  return messages.errorMessage(toClientError(error));
}
