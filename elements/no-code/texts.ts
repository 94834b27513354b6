import { toClientError } from '../core/client-error';
import { siteCatalogue, siteText } from '../core/membership/site-catalogue';

/** A text of the widget's catalogue, as the site words it (`chainforge.setMessages`). */
export const text = siteText;

/** What a person reads for anything an action threw: the service's own message unless the site reworded its code. */
export function errorText(error: unknown): string {
  return siteCatalogue().errorMessage(toClientError(error));
}
