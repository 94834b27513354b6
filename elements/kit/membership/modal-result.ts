import type { AuthAnswer } from '../../core/membership/types';

/**
 * How a membership modal ended, in @memberstack/dom's shape: `LOGIN` or `SIGNUP` with the sign-in
 * answer (`data.member`, `data.tokens`), or `CLOSED` when the visitor closed it or code hid it.
 */
export type ModalResult =
  | { type: 'LOGIN' | 'SIGNUP'; data: AuthAnswer }
  | { type: 'CHECKOUT'; data: { priceId: string | null } }
  | { type: 'CLOSED'; data: null };

export type ModalResultType = ModalResult['type'];

declare module '../element-meta' {
  interface DetailFieldTypes {
    "'LOGIN' | 'SIGNUP' | 'CHECKOUT' | 'CLOSED'": ModalResultType;
    'AuthAnswer | { priceId: string | null } | null': ModalResult['data'];
  }
}

/** The detail schema of the `ms-modal-result` event both modals emit. */
export const modalResultDetail = {
  type: "'LOGIN' | 'SIGNUP' | 'CHECKOUT' | 'CLOSED'",
  data: 'AuthAnswer | { priceId: string | null } | null',
} as const;
