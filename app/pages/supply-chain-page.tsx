import { useSearch } from 'wouter';
import { Muted, PageTitle } from '../layout/page-parts';
import { channelFromSearch, channels } from '../routing/routes';

export function SupplyChainPage() {
  const selected = channelFromSearch(useSearch());
  const channel = channels.find((candidate) => candidate.value === selected);
  return (
    <>
      <PageTitle>Supply Chain: {channel?.label}</PageTitle>
      <Muted>
        Inventory, orders in transit and warehouse costs for this channel arrive with the supply-chain view.
      </Muted>
    </>
  );
}
