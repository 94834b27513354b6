import { COMMENT_TEXTS } from './comment-texts';
import { COMMON_TEXTS } from './common-texts';
import { MODAL_TEXTS } from './modal-texts';
import { SIGNED_OUT_TEXTS } from './signed-out-texts';

/**
 * Every text the membership widget shows of its own, in English, by key: what a site can reword
 * (`chainforge.setMessages`), and what the no-code runtime reads. An element reads only its part.
 */
export const WIDGET_TEXTS = { ...COMMON_TEXTS, ...MODAL_TEXTS, ...COMMENT_TEXTS, ...SIGNED_OUT_TEXTS } as const;
