import styled from 'styled-components';
import { OutlineButton } from '../../kit/ui/button';

export const Page = styled.div`
  display: grid;
  gap: 16px;
`;

/** A form in a section: as wide as a sign-in form, not the whole page. */
export const NarrowForm = styled.div`
  max-width: 420px;
`;

/** A step's parts evenly spaced (the new authenticator's setup, then its Cancel). */
export const StepStack = styled.div`
  display: grid;
  gap: 12px;
`;

/** What the last act did, over what comes next: spaced only when it says something. */
export const DoneMessage = styled.div`
  margin-bottom: 12px;
  &:not(:has(:not(:empty))) { margin-bottom: 0; }
`;

export const AddForm = styled.form`
  display: grid;
  grid-template-columns: minmax(180px, 320px) auto;
  gap: 12px;
  align-items: end;
  justify-content: start;
  margin-bottom: 14px;

  @media (max-width: 600px) { grid-template-columns: minmax(0, 1fr); }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const Notice = styled.p`
  margin: 0 0 14px;
  padding: 10px 12px;
  font-size: 14px;
  line-height: 1.5;
  border-radius: 8px;
  background: var(--cf-color-surface-raised);
`;

/** A row's neutral action, the size of the row's Remove. */
export const RowButton = styled(OutlineButton)`
  padding: 2px 10px;
  font-size: 13px;
  white-space: nowrap;
`;
