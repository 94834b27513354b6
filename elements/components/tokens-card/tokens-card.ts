import { defineElement } from '../../kit/define-element';
import { TokensCard } from './tokens-card.component';
import { tokensCardMeta } from './tokens-card.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = tokensCardMeta;

defineElement(tokensCardMeta, TokensCard);
