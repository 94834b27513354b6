import { useSearch } from 'wouter';
import { Muted, PageTitle } from '../layout/page-parts';
import { channelFromSearch, channels } from '../routing/routes';

export function SupplyChainPage() {
  const channel = channels.find((candidate) => candidate.value === channelFromSearch(useSearch()));
  return (
    <>
      <PageTitle>Supply Chain: {channel?.label}</PageTitle>
      <Muted>Inventory, orders in transit and warehouse costs for this channel arrive with the supply-chain view.</Muted>
    </>
  );
}
