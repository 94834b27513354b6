import { createMessages, type MessageParams, type MessageKey, type Messages } from './messages';
import { siteMessageOverrides } from './site-messages';

/** The catalogue as the site words it now. */
export const siteCatalogue = (): Messages => createMessages(siteMessageOverrides());

/** One text as the site words it now. */
export const siteText = (key: MessageKey, params?: MessageParams): string => siteCatalogue().message(key, params);
