import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import '../../elements/components/supply-chain-overview/supply-chain-overview';
import { Muted, PageTitle } from '../layout/page-parts';
import { channelFromSearch, channels } from '../routing/routes';
import { themeStore } from '../theme-store';
import { ChatLayout, ChatLayoutContent, SupplyChainChat } from './supply-chain-chat';

/** On the dashboard the overview sits on the page's own background: no inset of its own. */
const Overview = styled.div`
  supply-chain-overview::part(overview) {
    padding: 0;
    background: transparent;
  }
`;

export function SupplyChainPage() {
  const { theme } = useSnapshot(themeStore);
  const selected = channelFromSearch(useSearch());
  const channel = channels.find((candidate) => candidate.value === selected);
  return (
    <ChatLayout>
      <ChatLayoutContent>
        <PageTitle>Supply Chain: {channel?.label}</PageTitle>
        {channel?.disabled ? (
          <Muted>The {channel.label} channel is not available yet: choose another channel in the navigation.</Muted>
        ) : (
          <Overview>
            <supply-chain-overview theme={theme} channel={selected} />
          </Overview>
        )}
      </ChatLayoutContent>
      <SupplyChainChat channel={selected} theme={theme} />
    </ChatLayout>
  );
}
