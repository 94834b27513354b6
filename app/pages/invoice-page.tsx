import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import '../../elements/components/invoice-view/invoice-view';
import { visuallyHidden } from '../../elements/kit/ui/text-styles';
import { themeStore } from '../theme-store';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 16px;
  color: var(--cf-color-text-muted);
  text-decoration: none;
  font-weight: 500;
  border-radius: 6px;

  &:hover { color: var(--cf-color-text); }

  @media print { display: none; }
`;

/** The statement itself is the page's visible heading; the page's h1 names it for screen readers. */
const HiddenTitle = styled.h1`
  ${visuallyHidden}
`;

export function InvoicePage() {
  const { theme } = useSnapshot(themeStore);
  const { invoiceId = '' } = useParams<{ invoiceId: string }>();
  return (
    <>
      <Back href="/invoices">
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        </svg>
        All invoices
      </Back>
      <HiddenTitle>Invoice {invoiceId}</HiddenTitle>
      <invoice-view theme={theme} invoice-id={invoiceId} />
    </>
  );
}
