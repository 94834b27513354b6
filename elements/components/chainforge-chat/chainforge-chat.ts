import { defineElement } from '../../kit/define-element';
import { ChainforgeChat } from './chainforge-chat.component';
import { chainforgeChatMeta } from './chainforge-chat.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = chainforgeChatMeta;

defineElement(chainforgeChatMeta, ChainforgeChat);
