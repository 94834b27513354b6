import { toJsonSchema } from '@valibot/to-json-schema';
import { jsonSchema } from 'ai';
import * as v from 'valibot';

/** The longest text input a tool reads: SKU codes and order ids are far shorter. */
const MAX_TEXT_INPUT = 64;

const trimmedText = (value: string) => value.trim().slice(0, MAX_TEXT_INPUT) || undefined;

/**
 * A text input. The model is asked for a string; one it sends is trimmed and cut at 64 characters,
 * and anything else (blank, a number, an object) counts as not given: the tool answers without it.
 */
export const textInput = (description: string) =>
  v.fallback(v.optional(v.pipe(v.string(), v.description(description), v.transform(trimmedText))), undefined);

/**
 * A count the model is asked for as a whole number within `min` and `max`; any number it sends is
 * taken (the tool rounds it down and keeps it within), anything else counts as not given.
 */
export const countInput = (description: string, min: number, max: number) =>
  v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max), v.description(description))),
    (dataset) => (typeof dataset?.value === 'number' ? dataset.value : undefined),
  );

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A tool's input, declared once with valibot. The model sees it as JSON Schema that names every
 * property and no other; what the model sends is read leniently, so a call is never refused for
 * its input: properties it should not send are dropped, and an input that is no object is `{}`.
 */
export function toolInput<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const accepted = v.object(entries);
  type Input = v.InferOutput<typeof accepted>;
  return jsonSchema<Input>(toJsonSchema(v.strictObject(entries), { typeMode: 'input' }), {
    validate: (value) => {
      const result = v.safeParse(accepted, isPlainObject(value) ? value : {});
      return result.success
        ? { success: true, value: result.output }
        : { success: false, error: new v.ValiError(result.issues) };
    },
  });
}
