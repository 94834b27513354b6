import { useEffect, useRef } from 'react';
import { type ChannelStreamHandlers, openChannelStream } from '../../kit/comment-stream';

/**
 * The channel's server-sent events while the element shows it (kit/comment-stream.ts): closed when
 * the element goes or the address changes. The handlers are read live, so a new render never
 * reopens the stream.
 */
export function useChannelStream(url: string, handlers: ChannelStreamHandlers): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(
    () =>
      openChannelStream(url, {
        onEvent: (event) => current.current.onEvent(event),
        onReopened: () => current.current.onReopened(),
      }),
    [url],
  );
}
