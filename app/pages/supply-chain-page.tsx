import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { elementLoaders } from '../../elements/element-loaders';
import '../../elements/components/supply-chain-overview/supply-chain-overview';
import type { Theme } from '../../elements/kit/theme-tokens';
import { useMediaQuery } from '../../elements/kit/ui/use-media-query';
import { Muted, PageTitle } from '../layout/page-parts';
import { channelFromSearch, channels } from '../routing/routes';
import { permissionStore } from '../stores/permission-store';
import { themeStore } from '../theme-store';
import { useRemoteData } from '../../elements/kit/use-remote-data';

/** On the dashboard the overview sits on the page's own background: no inset of its own. */
const Overview = styled.div`
  supply-chain-overview::part(overview) {
    padding: 0;
    background: transparent;
  }
`;

/** Bottom right, over the page; the page keeps room below its content for the collapsed chat. */
const ChatDock = styled.div`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 25;
  width: min(650px, calc(100vw - 40px));
  pointer-events: none;

  chainforge-chat { pointer-events: auto; }

  @media (max-width: 520px) { right: 12px; bottom: 12px; width: calc(100vw - 24px); }
  @media print { display: none; }
`;

const ChatRoom = styled.div`
  height: 88px;
`;

/**
 * The assistant on supply-chain pages, for accounts with a chat agent (hasCtfd), answering for the
 * page's channel. Its code loads when it is first shown; open on a desktop, collapsed on a phone,
 * where it would fill the screen.
 */
function SupplyChainChat({ channel, theme }: { channel: string; theme: Theme }) {
  const { hasCtfd } = useSnapshot(permissionStore);
  return hasCtfd ? <DockedChat channel={channel} theme={theme} /> : null;
}

function DockedChat({ channel, theme }: { channel: string; theme: Theme }) {
  const phone = useMediaQuery('(max-width: 520px)');
  // The element's module is no account's data: a new API token does not load it again.
  const chatCode = useRemoteData({
    load: elementLoaders['chainforge-chat'],
    failure: { message: 'Could not load the chat.' },
    perAccount: false,
  });
  if (chatCode.status !== 'loaded') return null;
  return (
    <>
      <ChatRoom />
      <ChatDock>
        <chainforge-chat
          theme={theme}
          configName="supplyChain"
          channel={channel === 'central' ? 'total' : channel}
          expanded={!phone}
        />
      </ChatDock>
    </>
  );
}

export function SupplyChainPage() {
  const { theme } = useSnapshot(themeStore);
  const selected = channelFromSearch(useSearch());
  const channel = channels.find((candidate) => candidate.value === selected);
  return (
    <>
      <PageTitle>Supply Chain: {channel?.label}</PageTitle>
      {channel?.disabled ? (
        <Muted>The {channel.label} channel is not available yet: choose another channel in the navigation.</Muted>
      ) : (
        <Overview>
          <supply-chain-overview theme={theme} channel={selected} />
        </Overview>
      )}
      <SupplyChainChat channel={selected} theme={theme} />
    </>
  );
}
