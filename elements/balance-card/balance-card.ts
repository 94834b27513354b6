import { defineElement } from '../kit/define-element';
import type { ElementJsxProps } from '../kit/jsx-types';
import { BalanceCard } from './balance-card.component';
import { balanceCardMeta } from './balance-card.meta';
import type { BalanceCardProps } from './balance-card.props';

export type BalanceCardElement = HTMLElement & BalanceCardProps;

defineElement(balanceCardMeta, BalanceCard);

declare global {
  interface HTMLElementTagNameMap {
    'balance-card': BalanceCardElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'balance-card': ElementJsxProps<BalanceCardElement, BalanceCardProps, 'balance-card-error'>;
    }
  }
}

declare module '../kit/events' {
  interface ChainforgeEventMap {
    'balance-card-error': CustomEvent<{ message: string; reason: string }>;
  }
}
