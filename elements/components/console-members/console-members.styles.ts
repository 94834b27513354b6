import styled from 'styled-components';
import { filterGrid } from '../../kit/console/console-controls';
import { flexRow } from '../../kit/ui/layout';

/**
 * Search and filters, laid out by the room the list has (a container query, as the element may sit
 * in any column): two rows of twelve columns where there is room (search, sort and mode; plan,
 * verified and the two days), else two columns with the search and the days across both.
 */
export const FilterArea = styled.div`
  container-type: inline-size;
`;

export const Filters = styled.div`
  ${filterGrid(2)}

  @container (min-width: 700px) {
    grid-template-columns: repeat(12, minmax(0, 1fr));
  }
`;

const span = (narrow: number, wide: number) => `
  grid-column: span ${narrow};
  @container (min-width: 700px) { grid-column: span ${wide}; }
`;

export const SearchField = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  ${span(2, 6)}
`;

export const FilterField = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: 6px;
  min-width: 0;
  ${({ $wide }) => ($wide ? span(2, 6) : span(1, 3))}
`;

/** The days created: two date inputs side by side in one filter. */
export const DayRange = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 6px;
`;

export const Summary = styled.div`
  ${flexRow({ gap: '8px 16px', align: 'center', spread: true })}
  margin-bottom: 10px;
  font-size: 13px;
  color: var(--cf-color-text-muted);
`;

export const Actions = styled.div`
  ${flexRow({ gap: '8px' })}
`;

export const MemberLink = styled.a`
  color: var(--cf-color-text);
  font-weight: 500;
  text-decoration: none;
  &:hover { color: var(--cf-color-primary); text-decoration: underline; }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; border-radius: 4px; }
`;

export const Mono = styled.span`
  font-family: var(--cf-font-mono);
  font-size: 12px;
  color: var(--cf-color-text-muted);
`;
