import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { apiError } from './errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

// Messages name the field and what was expected but never repeat the input (valibot's default
// messages do): error bodies are logged and shown, and echoing hostile input helps no one.
// Schemas may give their own message; this one is used where they do not.
const fallbackMessage = (issue: v.BaseIssue<unknown>) =>
  issue.received === 'undefined' ? 'is required' : `expected ${issue.expected ?? 'a valid value'}`;

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${v.getDotPath(issue) ?? 'value'}: ${issue.message}`)
    .join('; ');
}

/**
 * Where a check of a whole object found a problem with one of its fields: given as an issue's
 * path, the 422 names that field (`colors.text: ...`, `customFields.first-name: ...`).
 */
export const atKey = (object: Record<string, unknown>, key: string): [v.ObjectPathItem] => [
  { type: 'object', origin: 'value', input: object, key, value: object[key] },
];

/** The value checked against the schema: its output, or the problems as a 422 names them (`field: expected ...`). */
export function validate<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; message: string } {
  const result = v.safeParse(schema, value, { message: fallbackMessage });
  return result.success ? { ok: true, output: result.output } : { ok: false, message: describe(result.issues) };
}

export function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = validate(schema, value);
  if (!result.ok) throw apiError('validation-failed', { message: result.message });
  return result.output;
}

/**
 * A request body's JSON, or a 400. Deep nesting is refused before parsing: what routes do with a
 * value recursively would overflow the stack on it (json-depth.ts).
 */
export function parseRequestJson(text: string): unknown {
  if (nestsDeeperThan(text)) {
    throw apiError('json-too-deep', {
      message: `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`,
    });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw apiError('malformed-json');
  }
}

/** Parses and validates a JSON body; the handler reads the result with `c.get('body')`. */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  return createMiddleware<{ Variables: { body: v.InferOutput<S> } }>(async (c, next) => {
    if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) {
      throw apiError('unsupported-media-type');
    }
    c.set('body', parseOrThrow(schema, parseRequestJson(await c.req.text())));
    await next();
  });
}

/**
 * jsonBody for a body a client may leave out (a DELETE's options): without one, the handler reads
 * `undefined`; with one, it is JSON and valid or the request is refused as by jsonBody.
 */
export function optionalJsonBody<S extends v.GenericSchema>(schema: S) {
  return createMiddleware<{ Variables: { body: v.InferOutput<S> | undefined } }>(async (c, next) => {
    const text = await c.req.text();
    if (text === '') c.set('body', undefined);
    else if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) throw apiError('unsupported-media-type');
    else c.set('body', parseOrThrow(schema, parseRequestJson(text)));
    await next();
  });
}

/**
 * The request's JSON body for a middleware that reads one field of it before the route's own
 * validation (which reads the same text again, cached): undefined when there is none or it is not
 * JSON, a 400 when it is malformed JSON.
 */
export async function peekJsonBody(c: Context): Promise<unknown> {
  if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) return undefined;
  const text = await c.req.text();
  return text === '' ? undefined : parseRequestJson(text);
}

/** Validates the query string; the handler reads the result with `c.get('query')`. */
export function queryParams<S extends v.GenericSchema>(schema: S) {
  return createMiddleware<{ Variables: { query: v.InferOutput<S> } }>(async (c, next) => {
    c.set('query', parseOrThrow(schema, c.req.query()));
    await next();
  });
}
