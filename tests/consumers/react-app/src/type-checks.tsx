// What the package's types refuse: each line below must fail the app's tsc, or tsc fails on the
// unused @ts-expect-error. Never rendered.
import type {} from '@chainforge/elements/jsx';
import { BalanceCard, TransactionsTable } from '@chainforge/elements/react';

// @ts-expect-error the theme is 'light' or 'dark'
export const wrongTheme = <BalanceCard theme="blue" />;

// @ts-expect-error limit is a number
export const wrongLimit = <TransactionsTable limit="ten" />;

// React 19's JSX for the tags themselves, from @chainforge/elements/jsx.
export const ordersTag = <orders-table limit={4} theme="dark" />;

// @ts-expect-error limit is a number on the tag too
export const wrongTagLimit = <orders-table limit="four" />;
