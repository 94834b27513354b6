import { AxiosError, AxiosHeaders } from 'axios';

/**
 * Why a call failed, the one reading every element, page and the no-code runtime share:
 * - `expired-session`: the token was refused (401, or the membership service's `invalid-token`);
 *   the session is over, signing in again is the way on.
 * - `forbidden`: the account may not do this (403); retrying changes nothing.
 * - `rate-limited`: too many calls (429); `retryAfterSeconds` says how long to wait.
 * - `refused`: the request itself was refused (another 4xx); sending the same again changes nothing.
 * - `server`: the server failed (5xx); trying again may work.
 * - `network`: no answer at all (the server could not be reached, the connection dropped, a timeout).
 *   Our clients use axios's fetch adapter, so a failed fetch arrives here as an answerless AxiosError.
 * - `interrupted`: an answer had started and stopped short (the chat's streamed answers).
 * - `unknown`: anything else thrown (a refused input checked before any call); its message is shown.
 */
export type ClientErrorKind =
  | 'expired-session'
  | 'forbidden'
  | 'rate-limited'
  | 'refused'
  | 'server'
  | 'network'
  | 'interrupted'
  | 'unknown';

const NETWORK_FAILURE_CODE = 'client/network-error';
const UNKNOWN_FAILURE_CODE = 'client/unknown';
/**
 * The one sentence for a server that could not be reached, whichever element or page called it;
 * the widget's catalogue lists it as `error.client/network-error`, which a site may reword.
 */
export const SERVER_UNREACHABLE_MESSAGE = "Can't reach the server. Check your connection and try again.";

interface ClientErrorDetails {
  /** The HTTP status of the answer; 0 when there was none. */
  status?: number;
  /** The envelope's `error.code`, else `http/<status>`, else a `client/…` code. */
  code?: string;
  retryAfterSeconds?: number | undefined;
  /** The envelope's own `error.message`, when the server wrote one. */
  serverMessage?: string | undefined;
  cause?: unknown;
}

export class ClientError extends Error {
  override name = 'ClientError';
  readonly kind: ClientErrorKind;
  readonly status: number;
  readonly code: string;
  readonly retryAfterSeconds: number | undefined;
  readonly serverMessage: string | undefined;

  constructor(kind: ClientErrorKind, message: string, details: ClientErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status ?? 0;
    this.code = details.code ?? (this.status ? `http/${this.status}` : UNKNOWN_FAILURE_CODE);
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.serverMessage = details.serverMessage;
  }
}

/** Seconds from a Retry-After header (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: unknown, now = Date.now()): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The kind an answer's status (0: no answer) and code tell. */
export function kindOfFailure(status: number, code: string | undefined): ClientErrorKind {
  if (status === 0) return code === NETWORK_FAILURE_CODE ? 'network' : 'unknown';
  if (status === 401 || code === 'invalid-token') return 'expired-session';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'rate-limited';
  return status >= 500 ? 'server' : 'refused';
}

interface Envelope {
  code: string | undefined;
  message: string | undefined;
}

/** The `{ error: { code, message } }` the server answers every failure with, from a parsed body. */
function envelopeOf(body: unknown): Envelope {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null | undefined)?.error;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  return { code: text(error?.code), message: text(error?.message) };
}

function headerOf(headers: unknown, name: string): unknown {
  if (headers instanceof AxiosHeaders) return headers.get(name);
  return (headers as Record<string, unknown> | undefined)?.[name];
}

/** Any failed call, read once: an axios failure (with or without an answer), the envelope, or anything thrown. */
export function toClientError(error: unknown, body?: unknown): ClientError {
  if (error instanceof ClientError) return error;
  if (!(error instanceof AxiosError)) {
    return new ClientError('unknown', error instanceof Error ? error.message : String(error), { cause: error });
  }
  const response = error.response;
  if (!response) {
    return new ClientError('network', SERVER_UNREACHABLE_MESSAGE, { code: NETWORK_FAILURE_CODE, cause: error });
  }
  const wait = retryAfterSeconds(headerOf(response.headers, 'retry-after'));
  return fromEnvelope(body === undefined ? response.data : body, response.status, wait, error);
}

/**
 * A failure the server reported in an error envelope that came without an HTTP answer of its own
 * (the sign-in window posts its result to the page), read as the answer with `status` would be.
 */
export const toClientErrorFromEnvelope = (body: unknown, status: number): ClientError =>
  fromEnvelope(body, status, undefined, undefined);

function fromEnvelope(body: unknown, status: number, wait: number | undefined, cause: unknown): ClientError {
  const envelope = envelopeOf(body);
  return new ClientError(kindOfFailure(status, envelope.code), envelope.message ?? `The server answered ${status}.`, {
    status,
    code: envelope.code ?? `http/${status}`,
    retryAfterSeconds: wait,
    serverMessage: envelope.message,
    cause,
  });
}

/**
 * toClientError for a streamed request, whose failed answer's body is still a stream (or text):
 * the body is read first, so that the envelope is not lost.
 */
export async function readClientError(error: unknown): Promise<ClientError> {
  if (!(error instanceof AxiosError) || !error.response) return toClientError(error);
  let body: unknown = error.response.data;
  try {
    if (body instanceof ReadableStream) body = await new Response(body).text();
    if (typeof body === 'string') body = JSON.parse(body);
  } catch {
    body = null;
  }
  return toClientError(error, body);
}

/** A message a person can read, from whatever a failed call threw. */
export const describeError = (error: unknown): string => toClientError(error).message;
