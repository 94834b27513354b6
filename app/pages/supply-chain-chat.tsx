import { type RefObject, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useSnapshot } from 'valtio';
import { PHONE_WIDTH } from '../../elements/components/chainforge-chat/use-screen';
import type { Theme } from '../../elements/kit/theme-tokens';
import { useMediaQuery } from '../../elements/kit/ui/use-media-query';
import { useRemoteData } from '../../elements/kit/use-remote-data';
import { PHONE_LAYOUT, TOP_BAR_HEIGHT } from '../layout/layout-sizes';
import { permissionStore } from '../stores/permission-store';

/**
 * The assistant on supply-chain pages never lies over the figures: the page gives it room. Where
 * the window is wide, the open chat is a column docked beside the overview (which lays itself out
 * by its own, now narrower, width). Elsewhere it is at the bottom of the page: open on a tablet,
 * after the figures in the page's flow (stuck to the window's bottom it would hide nearly half of
 * every screenful of them); collapsed, and on a phone, in a bar stuck to the window's bottom,
 * which the page's content ends above. The element itself knows nothing of this: on a builder's
 * page it stays where the page puts it.
 */

/** From this window width the overview keeps about 600 px beside the docked chat. */
const SIDE_DOCK_FROM = 1100;
/** The shell's space around a page (its main's padding, less on a phone layout): the docked chat keeps it too. */
const PAGE_PADDING = 24;
const PHONE_PAGE_PADDING = 12;
/** Open at the page's end (a tablet), the chat is no taller than most of the screen. */
const BOTTOM_CHAT_HEIGHT = 'min(42vh, 440px)';

type DockPlace = 'side' | 'bottom';

/** The page's content, and beside it the docked chat's column while the chat is docked there. */
export const ChatLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${PAGE_PADDING}px;

  &:has(> [data-dock='side']) {
    grid-template-columns: minmax(0, 1fr) clamp(360px, 30vw, 440px);
  }
`;

export const ChatLayoutContent = styled.div`
  min-width: 0;
`;

const Dock = styled.div<{ $place: DockPlace; $overPage: boolean; $stuck: boolean }>`
  ${({ $place, $overPage, $stuck }) =>
    $place === 'side'
      ? css`
          position: sticky;
          top: ${TOP_BAR_HEIGHT + PAGE_PADDING}px;
          align-self: start;
          height: calc(100dvh - ${TOP_BAR_HEIGHT + 2 * PAGE_PADDING}px);

          chainforge-chat,
          chainforge-chat::part(panel) {
            height: 100%;
          }
        `
      : css`
          /* In the page's flow, so the page ends above it; a bar is stuck to the bottom while it scrolls. */
          position: ${$stuck ? 'sticky' : 'static'};
          bottom: 0;
          grid-column: 1 / -1;
          /* Over the page's content; open on a phone, the chat fills the screen over the bars too. */
          z-index: ${$overPage ? 30 : 18};
          /* Across the page's padding too, so no card's edge or shadow shows beside it. */
          margin-inline: -${PAGE_PADDING}px;
          padding: 12px ${PAGE_PADDING}px;
          background: var(--cf-color-background);
          border-top: 1px solid var(--cf-color-border);
          box-shadow: 0 -8px 16px -12px rgb(0 0 0 / 0.35);

          @media (max-width: ${PHONE_LAYOUT}px) {
            margin-inline: -${PHONE_PAGE_PADDING}px;
            padding-inline: ${PHONE_PAGE_PADDING}px;
          }

          &:empty { display: none; }
        `}

  @media print { display: none; }
`;

/** Whether the chat is open: at first, unless on a phone (where open fills the screen); then as the person chooses. */
function useChatExpanded(dock: RefObject<HTMLElement | null>, phone: boolean): boolean {
  const [expanded, setExpanded] = useState(!phone);
  useEffect(() => setExpanded(!phone), [phone]);
  useEffect(() => {
    const element = dock.current;
    if (!element) return;
    const follow = (event: CustomEvent<{ expanded: boolean }>) => setExpanded(event.detail.expanded);
    element.addEventListener('chainforge-chat-toggle', follow);
    return () => element.removeEventListener('chainforge-chat-toggle', follow);
  }, [dock]);
  return expanded;
}

// Imported here rather than through the CDN script's list of loaders, which names the dashboard's
// own elements too: importing those both ways leaves Vite unable to split them off, and it says so.
const loadChat = () => import('../../elements/components/chainforge-chat/chainforge-chat');

/**
 * The assistant for accounts with a chat agent (hasCtfd), answering for the page's channel; put it
 * inside a ChatLayout, after the page's content. Its code loads when it is first shown.
 */
export function SupplyChainChat({ channel, theme }: { channel: string; theme: Theme }) {
  const { hasCtfd } = useSnapshot(permissionStore);
  return hasCtfd ? <DockedChat channel={channel} theme={theme} /> : null;
}

function DockedChat({ channel, theme }: { channel: string; theme: Theme }) {
  const phone = useMediaQuery(`(max-width: ${PHONE_WIDTH}px)`);
  const wide = useMediaQuery(`(min-width: ${SIDE_DOCK_FROM}px)`);
  const dock = useRef<HTMLDivElement>(null);
  const expanded = useChatExpanded(dock, phone);
  // The element's module is no account's data: a new API token does not load it again.
  const chatCode = useRemoteData({
    load: loadChat,
    failure: { message: 'Could not load the chat.' },
    perAccount: false,
  });
  if (chatCode.status === 'error') return null;
  const place: DockPlace = wide && expanded ? 'side' : 'bottom';
  return (
    // The side column is kept while the chat's code loads, so the overview does not narrow after it.
    <Dock ref={dock} data-dock={place} $place={place} $overPage={phone && expanded} $stuck={phone || !expanded}>
      {chatCode.status === 'loaded' && (
        <chainforge-chat
          theme={theme}
          configName="supplyChain"
          channel={channel === 'central' ? 'total' : channel}
          expanded={expanded}
          maxHeight={place === 'side' ? 'none' : BOTTOM_CHAT_HEIGHT}
          maxWidth="none"
        />
      )}
    </Dock>
  );
}
