type MessageCode = typeof import('./message-code');

let loading: Promise<MessageCode> | undefined;

/**
 * The chat's message code (message-code.ts), fetched once for every chat on the page; a failed
 * fetch is tried again at the next call.
 */
export function loadMessageCode(): Promise<MessageCode> {
  loading ??= import('./message-code').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Fetches the message code ahead of need, when a person comes to the chat (pointer, focus) or the
 * account's stored conversation is being fetched, so that the first message shows at once. Its
 * failure is told by the load that shows the messages, which tries again.
 */
export function prefetchMessageCode(): void {
  loadMessageCode().catch(() => undefined);
}
