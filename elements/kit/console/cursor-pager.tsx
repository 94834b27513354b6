import styled from 'styled-components';
import { OutlineButton } from '../ui/button';

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 12px;
  font-size: 13px;
  color: var(--cf-color-text-muted);
`;

interface CursorPagerProps {
  /** The pager's name for a screen reader, saying what it pages through. */
  label: string;
  /** The page shown, counted from 1. */
  pageNumber: number;
  hasNextPage: boolean;
  /** While a page loads, neither way can be taken. */
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next through a list read a page at a time on cursors, with the page's number. */
export function CursorPager({ label, pageNumber, hasNextPage, busy, onPrevious, onNext }: CursorPagerProps) {
  return (
    <Pager part="pager" aria-label={label}>
      <span>Page {pageNumber}</span>
      <OutlineButton type="button" disabled={pageNumber === 1 || busy} onClick={onPrevious}>
        Previous
      </OutlineButton>
      <OutlineButton type="button" disabled={!hasNextPage || busy} onClick={onNext}>
        Next
      </OutlineButton>
    </Pager>
  );
}
