import styled from 'styled-components';
import { OutlineButton } from '../../kit/ui/button';
import { printPalette } from '../../kit/ui/print';
import { flexRow } from '../../kit/ui/layout';
import { cardSurface } from '../../kit/ui/card';

export const Statement = styled.article`
  ${cardSurface}
  overflow: hidden;

  @media print {
    ${printPalette}
    border: none;
    border-radius: 0;
    box-shadow: none;
    overflow: visible;

    [part='print'],
    [part='loading'] {
      display: none;
    }
  }
`;

export const Header = styled.header`
  ${flexRow({ gap: '12px 24px', align: 'flex-start', spread: true })}
  padding: 22px 24px 18px;
  border-bottom: 1px solid var(--cf-color-border);

  @media (max-width: 480px) { padding: 18px 16px 14px; }
  @media print {
    padding: 0 0 12px;
    border-bottom: 1.5px solid #000;
    break-after: avoid;
  }
`;

export const Eyebrow = styled.p`
  ${flexRow({ gap: '8px', align: 'center' })}
  margin: 0 0 6px;
  color: var(--cf-color-text-muted);
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const InvoiceNumber = styled.span`
  font-family: var(--cf-font-mono);
  font-weight: 500;
  letter-spacing: 0;
  text-transform: none;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 24px;
  line-height: 1.2;
  letter-spacing: -0.01em;
`;

export const Period = styled.p`
  margin: 6px 0 0;
  color: var(--cf-color-text-muted);
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

export const PrintButton = styled(OutlineButton).attrs({ $size: 'medium' })`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 500;
`;

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  margin: 0;
  border-bottom: 1px solid var(--cf-color-border);

  > div {
    padding: 16px 24px;
    border-left: 1px solid var(--cf-color-border);
    min-width: 0;
  }
  > div:first-child { border-left: none; }
  dt {
    color: var(--cf-color-text-muted);
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.02em;
  }
  dd {
    margin: 4px 0 0;
    font-size: 20px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  [data-credit] { color: var(--cf-color-success); }
  [data-total] dd { color: var(--cf-color-primary); }

  @media (max-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    > div { padding: 14px 16px; }
    > div:nth-child(3) { border-left: none; }
    > div:nth-child(-n + 2) { border-bottom: 1px solid var(--cf-color-border); }
    dd { font-size: 18px; }
  }

  @media print {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    margin: 12px 0;
    border: 1px solid #000;
    break-inside: avoid;

    > div { padding: 8px 12px; border-bottom: none !important; border-left: 1px solid #000 !important; }
    > div:first-child { border-left: none !important; }
    dd { font-size: 15px; white-space: nowrap; overflow-wrap: normal; }
    [data-credit] dd,
    [data-total] dd { color: #000; }
  }
`;

export const LinesHeader = styled.div`
  ${flexRow({ gap: '12px', align: 'baseline', spread: true, wrap: false })}
  padding: 18px 24px 10px;

  h3 { margin: 0; font-size: 15px; }
  span { color: var(--cf-color-text-muted); font-size: 13px; }

  @media (max-width: 480px) { padding: 16px 16px 10px; }
  @media print {
    padding: 8px 0 6px;
    break-after: avoid;
  }
`;

/** A line's description: its type, and beneath it the transaction's ID. */
export const Description = styled.span`
  display: flex;
  flex-direction: column;
  gap: 1px;

  span {
    font-family: var(--cf-font-mono);
    font-size: 11.5px;
    color: var(--cf-color-text-muted);
  }

  @media print {
    span { font-size: 10px; }
  }
`;

/**
 * The lines' table sits in the statement: no second border, its first and last columns lined up
 * with the statement's text (`[data-cell]`: the table's hidden sizer measures with the same
 * padding). On a phone the time goes under the date, so the amount stays in view.
 */
export const Lines = styled.div`
  [part='frame'] {
    border: none;
    border-top: 1px solid var(--cf-color-border);
    border-radius: 0;
  }
  th:first-child,
  td:first-child,
  [data-cell]:first-child { padding-left: 24px; }
  th:last-child,
  td:last-child,
  [data-cell]:last-child { padding-right: 24px; }

  @media (max-width: 520px) {
    th, td, [data-cell] { padding: 10px 8px; }
    th:first-child,
    td:first-child,
    [data-cell]:first-child { padding-left: 14px; }
    th:last-child,
    td:last-child,
    [data-cell]:last-child { padding-right: 14px; font-size: 13px; }
    [data-time] { display: block; }
    ${Description} span { font-size: 11px; }
  }
  @media print {
    th:first-child,
    td:first-child { padding-left: 0; }
    th:last-child,
    td:last-child { padding-right: 0; }
  }
`;

/** Around a notice (a failure, signed out), whose own 12px inset then lines up with the statement's text. */
export const NoticeRow = styled.div`
  padding: 8px 12px;

  @media (max-width: 480px) { padding: 6px 4px; }
  @media print { display: none; }
`;

export const Placeholder = styled.div`
  padding: 28px 24px;
  color: var(--cf-color-text-muted);
`;

export const Amount = styled.span<{ $credit: boolean }>`
  font-weight: 600;
  color: ${({ $credit }) => ($credit ? 'var(--cf-color-success)' : 'inherit')};
`;
