import styled from 'styled-components';
import { SubHeading } from '../ms-profile-modal.styles';

/** The inline 'Confirm it's you' step, set apart from the form whose change waits on it. */
export const PromptPanel = styled.section.attrs({ part: 'presence-prompt' })`
  display: grid;
  gap: 10px;
  min-width: 0;
  padding: 14px;
  border: 1px solid var(--cf-color-border);
  border-radius: 10px;
`;

/** The panel's first line: no room above it but the panel's own. */
export const PromptHeading = styled(SubHeading)`
  margin: 0;
`;

/** Where the code went and the other ways to confirm, wrapping on a phone. */
export const OtherWays = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;

  & > [role='status'] { flex-basis: 100%; }
`;
