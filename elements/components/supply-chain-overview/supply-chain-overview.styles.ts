import styled, { keyframes } from 'styled-components';
import { flexRow } from '../../kit/ui/layout';
import { cardSurface } from '../../kit/ui/card';

/**
 * The overview lays itself out by its own width (a container), not the window's: it may sit in a
 * column. It brings its own page background, so its heading reads on any host page; the dashboard
 * removes the padding with `::part(overview)`.
 */
export const Root = styled.div`
  container-type: inline-size;
  display: grid;
  gap: 16px;
  min-width: 0;
  padding: 16px;
  border-radius: var(--cf-radius);
  background: var(--cf-color-background);
  font-variant-numeric: tabular-nums;
`;

export const Header = styled.div`
  ${flexRow({ gap: '4px 16px', align: 'baseline', spread: true })}

  h2 {
    margin: 0;
    font-size: 17px;
    font-weight: 600;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: var(--cf-color-text-muted);
    font-size: 13px;
  }
`;

export const Headline = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
`;

/** A headline figure's card; its figure is sized against its width (a container). */
export const Tile = styled.div`
  ${cardSurface}
  container-type: inline-size;
  padding: 14px 16px 15px;
  min-width: 0;

  dt {
    font-size: 12px;
    font-weight: 500;
    color: var(--cf-color-text-muted);
  }
  dd { margin: 0; }

  @container (max-width: 480px) {
    padding: 12px 14px 13px;
  }
`;

/**
 * 24 px where the card has room, smaller in a narrow one (four cards across a tablet), so that a
 * figure such as '$94,254.00' stays on one line; one that still does not fit breaks rather than
 * leaving its card.
 */
export const TileFigure = styled.dd<{ $tone?: 'danger' }>`
  && {
    margin: 4px 0 2px;
    font-size: clamp(16px, 15cqi, 24px);
    font-weight: 650;
    letter-spacing: -0.02em;
    line-height: 1.2;
    overflow-wrap: break-word;
    color: ${({ $tone }) => ($tone === 'danger' ? 'var(--cf-color-danger)' : 'var(--cf-color-text)')};
  }
`;

export const TileNote = styled.dd`
  font-size: 12px;
  color: var(--cf-color-text-muted);
`;

export const Charts = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);

  @container (min-width: 880px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr);
  }
`;

export const Card = styled.div`
  ${cardSurface}
  padding: 16px 20px 12px;
  min-width: 0;
  --cf-table-inset: 0px;
`;

export const Panel = styled.section`
  ${cardSurface}
  --cf-table-inset: 20px;
  min-width: 0;
  overflow: hidden;
  padding-bottom: 4px;
`;

export const PanelHeader = styled.div`
  ${flexRow({ gap: '4px 10px', align: 'baseline' })}
  padding: 16px 20px 10px;

  h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    color: var(--cf-color-text-muted);
    font-size: 13px;
  }
`;

export const Count = styled.span`
  padding: 0 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  line-height: 20px;
  color: var(--cf-color-text-muted);
  background: var(--cf-color-surface-raised);
`;

export const Mono = styled.span`
  font-family: var(--cf-font-mono);
  font-size: 12.5px;
`;

export const Muted = styled.span`
  color: var(--cf-color-text-muted);
`;

export const Pill = styled.span<{ $tone: 'soon' | 'late' | 'later' }>`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  color: ${({ $tone }) =>
    $tone === 'late'
      ? 'var(--cf-color-danger)'
      : $tone === 'soon'
        ? 'var(--cf-color-primary)'
        : 'var(--cf-color-text-muted)'};
  background: ${({ $tone }) =>
    $tone === 'late'
      ? 'color-mix(in srgb, var(--cf-color-danger) 14%, transparent)'
      : $tone === 'soon'
        ? 'color-mix(in srgb, var(--cf-color-primary) 14%, transparent)'
        : 'var(--cf-color-surface-raised)'};
`;

export const Shortfall = styled.span`
  font-weight: 600;
  color: var(--cf-color-danger);
`;

/** How much of its reorder point a position still holds, as a small meter beside the number. */
export const Meter = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;

  svg { flex: none; }
`;

// Stock by warehouse

export const BarRows = styled.ul`
  display: grid;
  gap: 14px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
`;

export const BarRow = styled.li`
  display: grid;
  gap: 5px;

  svg { display: block; overflow: visible; }
`;

export const BarTop = styled.div`
  ${flexRow({ gap: '12px', align: 'baseline', spread: true, wrap: false })}
`;

export const BarName = styled.span`
  min-width: 0;
  font-size: 13px;
  font-weight: 500;
`;

export const BarValue = styled.span`
  flex: none;
  font-size: 13px;
  font-weight: 600;
`;

export const BarMeta = styled.span`
  font-size: 12px;
  color: var(--cf-color-text-muted);

  strong { font-weight: 500; color: var(--cf-color-danger); }
`;

export const TickLabels = styled.div`
  position: relative;
  height: 16px;
  margin-top: 8px;
  font-size: 11px;
  color: var(--cf-color-text-muted);

  span {
    position: absolute;
    top: 0;
    transform: translateX(-50%);
    white-space: nowrap;
  }
  span:first-child { transform: none; }
  span:last-child { transform: translateX(-100%); }
`;

// States

export const StateCard = styled.div`
  ${cardSurface}
  display: grid;
  justify-items: start;
  gap: 6px;
  padding: 22px 24px;

  h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
  }
  p {
    margin: 0;
    max-width: 60ch;
    color: var(--cf-color-text-muted);
  }
  svg { color: var(--cf-color-text-muted); margin-bottom: 4px; }
`;

export const NoticeCard = styled.div`
  ${cardSurface}
  overflow: hidden;

  [part='retry'] { flex: none; white-space: nowrap; }
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

export const Skeleton = styled.div<{ $height: number }>`
  ${cardSurface}
  height: ${({ $height }) => $height}px;
  background-image: linear-gradient(
    90deg,
    var(--cf-color-surface) 0%,
    var(--cf-color-surface-raised) 40%,
    var(--cf-color-surface) 80%
  );
  background-size: 300% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const LoadingFrame = styled.div`
  border-radius: 999px;
  overflow: hidden;
`;
