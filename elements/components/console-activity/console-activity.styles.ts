import styled from 'styled-components';
import { flexRow } from '../../kit/ui/layout';

export const Page = styled.div`
  position: relative;
  display: grid;
  gap: 16px;
`;

export const Controls = styled.div`
  ${flexRow({ gap: '10px', align: 'center', spread: true })}
`;

export const Headline = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
  margin: 0;

  div {
    padding: 12px 14px;
    border-radius: var(--cf-radius);
    background: var(--cf-color-surface);
    border: 1px solid var(--cf-color-border);
  }
  dt {
    color: var(--cf-color-text-muted);
    font-size: 12px;
  }
  dd {
    margin: 4px 0 0;
    font-size: 22px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    margin-top: 2px;
    font-size: 12px;
    font-weight: 400;
    color: var(--cf-color-text-muted);
  }
`;

export const Charts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  gap: 16px;

  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

export const Empty = styled.p`
  margin: 0;
  padding: 24px 0;
  text-align: center;
  color: var(--cf-color-text-muted);
  font-size: 14px;
`;
