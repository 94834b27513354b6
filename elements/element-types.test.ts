import { describe, expectTypeOf, it } from 'vitest';
import type { AccountBalance, IncomingOrder } from './core/api-types';
import type { ChainforgeElement, ElementTag } from './element-types';
import type { ChainforgeEventMap } from './kit/events';

// Checked by the type check that `npm test` runs first: each line fails to compile when the types
// derived from the metas go wrong.
describe('types derived from the metas', () => {
  it('types every tag of the element list', () => {
    expectTypeOf<ElementTag>().toEqualTypeOf<
      | 'agent-sessions-card'
      | 'balance-card'
      | 'chainforge-chat'
      | 'console-account'
      | 'console-activity'
      | 'console-app-settings'
      | 'console-audit'
      | 'console-comments'
      | 'console-keys'
      | 'console-member'
      | 'console-member-import'
      | 'console-members'
      | 'console-owners'
      | 'console-sign-in'
      | 'insights-card'
      | 'invoice-view'
      | 'invoices-table'
      | 'ms-comments'
      | 'ms-login-modal'
      | 'ms-profile-modal'
      | 'orders-table'
      | 'supply-chain-overview'
      | 'tokens-card'
      | 'transactions-table'
      | 'usage-chart'
      | 'xray-badge'
      | 'xray-dev-sidebar'
      | 'xray-sidebar'
    >();
    expectTypeOf<HTMLElementTagNameMap['orders-table']>().toEqualTypeOf<ChainforgeElement<'orders-table'>>();
    expectTypeOf<HTMLElementTagNameMap['orders-table']['orders']>().toEqualTypeOf<IncomingOrder[] | undefined>();
    expectTypeOf<HTMLElementTagNameMap['balance-card']['balance']>().toEqualTypeOf<AccountBalance | undefined>();
  });

  it("types each event's detail from its schema", () => {
    expectTypeOf<ChainforgeEventMap['balance-card-error']>().toEqualTypeOf<
      CustomEvent<{ message: string; reason: string }>
    >();
    expectTypeOf<HTMLElementEventMap['transactions-table-error']['detail']>().toEqualTypeOf<{
      message: string;
      reason: string;
    }>();
    expectTypeOf<HTMLElementEventMap['ms-modal-result']['detail']['type']>().toEqualTypeOf<
      'LOGIN' | 'SIGNUP' | 'CHECKOUT' | 'CLOSED'
    >();
  });
});
