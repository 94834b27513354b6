/** A failure the user is told about in the stream's error chunk; the message is theirs to read. */
export class AnswerError extends Error {
  override name = 'AnswerError';
}
