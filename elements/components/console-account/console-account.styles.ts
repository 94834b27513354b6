import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: 16px;
`;

/** A form in a section: as wide as a sign-in form, not the whole page. */
export const NarrowForm = styled.div`
  max-width: 420px;
`;

export const AddForm = styled.form`
  display: grid;
  grid-template-columns: minmax(180px, 320px) auto;
  gap: 12px;
  align-items: end;
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
