import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: 16px;
`;

export const InviteForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 12px;
  align-items: end;
  max-width: 560px;
  margin-bottom: 14px;

  @media (max-width: 520px) { grid-template-columns: minmax(0, 1fr); }
`;

export const Sent = styled.p`
  margin: -4px 0 12px;
  font-size: 13px;
  color: var(--cf-color-success);
`;
