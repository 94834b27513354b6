/**
 * Why a UI message stream stopped short:
 * - `error-chunk`: the server sent an `error` chunk; the message is its `errorText`.
 * - `malformed`: a data line that is not a chunk (bad JSON, no `type`, a known type missing a field).
 * - `interrupted`: the body failed or ended before `data: [DONE]`.
 * An abort is not one of these: it throws the signal's reason, as fetch does.
 */
export type UIMessageStreamErrorKind = 'error-chunk' | 'malformed' | 'interrupted';

export class UIMessageStreamError extends Error {
  override readonly name = 'UIMessageStreamError';

  constructor(
    readonly kind: UIMessageStreamErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
