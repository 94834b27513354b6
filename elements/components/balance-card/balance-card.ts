import { defineElement } from '../../kit/define-element';
import { BalanceCard } from './balance-card.component';
import { balanceCardMeta } from './balance-card.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = balanceCardMeta;

defineElement(balanceCardMeta, BalanceCard);
