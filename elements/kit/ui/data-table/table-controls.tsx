import styled from 'styled-components';
import type { SortDirection } from '../../../core/table-query';
import { OutlineButton } from '../button';

/** The row above a table with controls: the filter box, the count of rows shown, the export. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 12px;
  border-bottom: 1px solid var(--cf-color-border);
`;

const FilterField = styled.div`
  position: relative;
  flex: 1 1 220px;
  max-width: 360px;

  svg {
    position: absolute;
    left: 10px;
    top: 50%;
    transform: translateY(-50%);
    color: var(--cf-color-text-muted);
    pointer-events: none;
  }

  input {
    box-sizing: border-box;
    width: 100%;
    font: inherit;
    color: var(--cf-color-text);
    background: var(--cf-color-background);
    border: 1px solid var(--cf-color-border);
    border-radius: 8px;
    padding: 6px 10px 6px 32px;
    min-height: 36px;
  }
  input::placeholder { color: var(--cf-color-text-muted); opacity: 1; }
  /* The box's own clear button, in the theme's colours rather than the browser's blue. */
  input::-webkit-search-cancel-button {
    appearance: none;
    width: 14px;
    height: 14px;
    margin-left: 6px;
    cursor: pointer;
    background: var(--cf-color-text-muted);
    mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 14 14'%3E%3Cpath d='M3.5 3.5l7 7m0-7l-7 7' stroke='black' stroke-width='1.8' stroke-linecap='round'/%3E%3C/svg%3E")
      center / contain no-repeat;
  }
  input::-webkit-search-cancel-button:hover { background: var(--cf-color-text); }
  input:disabled { opacity: 0.55; }
  input:enabled:hover { border-color: color-mix(in srgb, var(--cf-color-primary) 50%, var(--cf-color-border)); }
  input:focus-visible {
    outline: 2px solid var(--cf-color-primary);
    outline-offset: -1px;
    border-color: transparent;
  }

  @media (max-width: 480px) {
    max-width: none;
    flex-basis: 100%;
  }
`;

const Count = styled.span`
  color: var(--cf-color-text-muted);
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  margin-right: auto;
`;

/** As tall as the filter box beside it. */
const ExportButton = styled(OutlineButton).attrs({ $size: 'medium' })`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 13px;
  font-weight: 500;
`;

export interface TableToolbarProps {
  /** What the filter box is named by: `Filter transactions`. */
  filterLabel: string;
  filter: string;
  onFilter: (filter: string) => void;
  /** `12 of 5,000 transactions`: said politely when it changes. */
  countText: string;
  /** Nothing to filter (no rows yet, or none at all): the box is disabled. */
  canFilter: boolean;
  canExport: boolean;
  onExport: () => void;
}

export function TableToolbar({
  filterLabel,
  filter,
  onFilter,
  countText,
  canFilter,
  canExport,
  onExport,
}: TableToolbarProps) {
  return (
    <Toolbar part="toolbar">
      <FilterField>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="7" cy="7" r="4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
          <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <input
          part="filter"
          type="search"
          aria-label={filterLabel}
          placeholder={`${filterLabel}…`}
          autoComplete="off"
          spellCheck={false}
          value={filter}
          disabled={!canFilter}
          onChange={(event) => onFilter(event.currentTarget.value)}
        />
      </FilterField>
      <Count part="count" role="status" aria-live="polite">
        {countText}
      </Count>
      <ExportButton part="export" type="button" disabled={!canExport} onClick={onExport}>
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
          <path
            d="M8 2v8M4.5 6.5L8 10l3.5-3.5M3 13h10"
            stroke="currentColor"
            strokeWidth="1.6"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Export CSV
      </ExportButton>
    </Toolbar>
  );
}

const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin: -4px -6px;
  padding: 4px 6px;
  font: inherit;
  letter-spacing: inherit;
  color: inherit;
  background: none;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
  white-space: nowrap;
  vertical-align: middle;

  &:hover { color: var(--cf-color-text); background: color-mix(in srgb, var(--cf-color-text) 8%, transparent); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 0; }
  &[data-sorted] { color: var(--cf-color-text); }

  svg { flex: none; }
  &:not([data-sorted]) svg { opacity: 0.45; }
  &:not([data-sorted]):hover svg { opacity: 0.8; }

  /* On paper a header is a header: the sorted direction is not worth the ink. */
  @media print {
    margin: 0;
    padding: 0;
    svg { display: none; }
  }
`;

/** Both arrows when unsorted, the one of the direction when sorted. */
function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      {direction !== 'descending' && (
        <path d="M3.5 5L6 2.5L8.5 5" stroke="currentColor" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      )}
      {direction !== 'ascending' && (
        <path d="M3.5 7L6 9.5L8.5 7" stroke="currentColor" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * A column header that sorts: a button named by the header, its direction on the `th` as
 * aria-sort. The arrow goes on the side away from the cell edge, so the header text lines up with
 * the column's values (numbers on the right).
 */
export function SortHeaderButton({
  header,
  direction,
  numeric,
  onSort,
}: {
  header: string;
  direction: SortDirection | undefined;
  numeric: boolean;
  onSort: () => void;
}) {
  return (
    <HeaderButton part="sort-button" type="button" data-sorted={direction ? '' : undefined} onClick={onSort}>
      {numeric && <SortIcon direction={direction} />}
      {header}
      {!numeric && <SortIcon direction={direction} />}
    </HeaderButton>
  );
}
