import styled from 'styled-components';

/** The mail switch and what it means on one line, wrapping under each other on a phone. */
export const MailSetting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 10px;
  margin: -8px 0 0 -6px;

  & > [role='alert'] { flex-basis: 100%; padding-left: 6px; }
`;
