import styled from 'styled-components';

/** The mail switch and what it means on one line, wrapping under each other on a phone. */
export const MailSetting = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 10px;
  margin: -8px 0 0 -6px;

  /* Lined up with the switch's text, which has the padding of the comment's quiet buttons. */
  & > [role='status'], & > [role='alert'] { padding-left: 6px; }
  & > [role='alert'] { flex-basis: 100%; }
`;
