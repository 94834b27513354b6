import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';

/**
 * The server's one logger. Production writes one JSON object a line to stdout (what log
 * collectors read); development prints readable lines; tests stay silent unless LOG_LEVEL asks.
 * What is logged is chosen field by field at each call: never a body, a header, a token, a code, a
 * password or an email address. No redaction pass: it would cost every line more than the line
 * itself, for fields no call passes.
 */
function createLogger(env: Record<'NODE_ENV' | 'LOG_LEVEL' | 'LOG_FORMAT' | 'VITEST', string | undefined>): Logger {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const level = env.LOG_LEVEL?.trim() || (nodeEnv === 'test' || env.VITEST ? 'silent' : 'info');
  const options = {
    level,
    base: undefined,
    // Milliseconds since the epoch, pino's own and cheapest; every log collector reads it.
    timestamp: pino.stdTimeFunctions.epochTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  // Lines are written in batches of 4 kB, not one write each: most of a log line's cost under load.
  // A batch that does not fill is written within half a second all the same, so a quiet server's
  // lines are seen at once and a kill -9 loses half a second of them at most; whatever is still
  // buffered when the process exits (a crash too) pino writes synchronously.
  if (nodeEnv === 'production' || env.LOG_FORMAT === 'json')
    return pino(options, pino.destination({ dest: 1, minLength: 4096, sync: false, periodicFlush: 500 }));
  // pino-pretty is a development dependency: a production install may not have it.
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pino(
    options,
    pretty({
      sync: true,
      translateTime: 'HH:MM:ss',
      singleLine: true,
      ignore: 'reqId,method,path,route,status,ms,ip',
      messageFormat: (line, messageKey) =>
        line.reqId ? `${line.method} ${line.path} ${line.status} ${line.ms} ms` : String(line[messageKey]),
    }),
  );
}

export const logger = createLogger({
  NODE_ENV: process.env.NODE_ENV,
  LOG_LEVEL: process.env.LOG_LEVEL,
  LOG_FORMAT: process.env.LOG_FORMAT,
  VITEST: process.env.VITEST,
});

/**
 * Email addresses and our bearer credentials, wherever a message quotes them (a database's
 * duplicate-key error does, a request's path may). An address ends in a top-level domain of
 * letters in any script (.δοκιμή, .广告); it is looked for only from the start of a run of the
 * characters it may hold, so text without one costs a single pass rather than a pass per
 * character (a long path with an @ took seconds).
 */
const PERSONAL = /(?<![^\s@"'<>()=])[^\s@"'<>()=]+@[^\s@"'<>()]+\.[\p{L}\p{M}]{2,}|cf_(?:ms|at)_[A-Za-z0-9_-]+/gu;

/** Text for a log line with any email address or credential in it replaced. */
export function scrubbed(text: string): string {
  return text.replace(PERSONAL, '[redacted]');
}

/** The message of anything thrown, scrubbed, for a log line that must not dump an object's fields. */
export function errorMessage(error: unknown): string {
  return scrubbed(error instanceof Error ? error.message : String(error));
}
