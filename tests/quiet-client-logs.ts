// vitest's setup: the client's log (elements/core/log.ts) stays silent in tests unless one asks.
(globalThis as { __CHAINFORGE_TEST__?: boolean }).__CHAINFORGE_TEST__ = true;
