import * as v from 'valibot';

const clientData = v.object({ challenge: v.string(), origin: v.string() });

/**
 * The challenge and origin the browser put in a ceremony's clientDataJSON (base64url), read before
 * verification so the stored challenge can be taken out (once) and the origin checked against the
 * app's; undefined when it is not client data.
 */
export function readClientData(clientDataJSON: string): { challenge: string; origin: string } | undefined {
  try {
    const parsed = v.safeParse(clientData, JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
