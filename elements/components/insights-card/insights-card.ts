import { defineElement } from '../../kit/define-element';
import { InsightsCard } from './insights-card.component';
import { insightsCardMeta } from './insights-card.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = insightsCardMeta;

defineElement(insightsCardMeta, InsightsCard);
