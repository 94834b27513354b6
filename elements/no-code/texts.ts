import { MembershipError } from '../core/membership/errors';
import { siteCatalogue, siteText } from '../core/membership/site-catalogue';

/** A text of the widget's catalogue, as the site words it (`chainforge.setMessages`). */
export const text = siteText;

/** What a person reads for anything an action threw: the service's own message unless the site reworded its code. */
export function errorText(error: unknown): string {
  if (error instanceof MembershipError) return siteCatalogue().errorMessage(error);
  return error instanceof Error ? error.message : String(error);
}
