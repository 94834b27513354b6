import { createMessages, type MessageParams, type MessageKey, type Messages } from './messages';
import { siteMessageOverrides } from './site-messages';
import { WIDGET_TEXTS } from './widget-texts';

/** The catalogue as the site words it now. */
export const siteCatalogue = (): Messages => createMessages(WIDGET_TEXTS, siteMessageOverrides());

/** One text as the site words it now. */
export const siteText = (key: MessageKey, params?: MessageParams): string => siteCatalogue().message(key, params);
