import type { ReactNode } from 'react';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { SUPPLY_CHAIN_NOT_IN_PLAN } from './load-overview';
import { channelLabel } from './supply-chain-figures';
import { Charts, Headline, LoadingFrame, Skeleton, StateCard } from './supply-chain-overview.styles';

/** The overview's shape in grey while it loads, so the page does not jump when the figures arrive. */
export function LoadingState() {
  return (
    <>
      <LoadingFrame>
        <LoadingBar label="Loading the supply-chain overview" />
      </LoadingFrame>
      <div aria-hidden="true" style={{ display: 'grid', gap: 16 }}>
        <Headline as="div">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} $height={92} />
          ))}
        </Headline>
        <Charts>
          <Skeleton $height={280} />
          <Skeleton $height={280} />
        </Charts>
      </div>
    </>
  );
}

/** A state card's line drawing, in the text's colour. */
function StateIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      {children}
    </svg>
  );
}

export function NotInPlan() {
  return (
    <StateCard part="forbidden" role="status">
      <StateIcon>
        <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
        <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" strokeLinecap="round" />
      </StateIcon>
      <h3>{SUPPLY_CHAIN_NOT_IN_PLAN}</h3>
      <p>
        Stock by warehouse, purchase orders in transit, stockout risks and warehouse costs come with a Chain Forge
        supply-chain plan. Ask your account owner to add one to see them here.
      </p>
    </StateCard>
  );
}

export function EmptyState({ channel }: { channel: string }) {
  return (
    <StateCard part="empty">
      <StateIcon>
        <path d="M3.5 8 12 3.5 20.5 8v8L12 20.5 3.5 16Z" strokeLinejoin="round" />
        <path d="M3.5 8 12 12.5 20.5 8M12 12.5v8" strokeLinejoin="round" />
      </StateIcon>
      <h3>
        {channel === 'total'
          ? 'No inventory in any channel yet'
          : `No inventory in the ${channelLabel(channel)} channel yet`}
      </h3>
      <p>
        Stock, purchase orders in transit and warehouse costs appear here once a warehouse holds goods for this channel.
        Choose another channel to see its figures.
      </p>
    </StateCard>
  );
}
