import * as v from 'valibot';
import { plainObject } from '../../http/fields.ts';
import { nestsDeeperThan } from '../../http/json-depth.ts';

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

/** The envelope of every Stripe event; the object's fields are read per type, leniently (stripe-facts.ts). */
const eventSchema = v.looseObject({
  id: text(255),
  type: text(255),
  created: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  // plainObject: valibot's looseObject takes arrays too.
  data: v.looseObject({ object: plainObject }),
});

export type StripeEvent = v.InferOutput<typeof eventSchema>;

/** The event in a verified body, or undefined when the body is not JSON or not shaped like one. */
export function parseStripeEvent(body: string): StripeEvent | undefined {
  if (nestsDeeperThan(body)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(eventSchema, json);
  return parsed.success ? parsed.output : undefined;
}
