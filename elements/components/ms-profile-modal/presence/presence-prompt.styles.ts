import styled from 'styled-components';

/** The inline 'Confirm it's you' step, set apart from the form whose change waits on it. */
export const PromptPanel = styled.section.attrs({ part: 'presence-prompt' })`
  display: grid;
  gap: 10px;
  min-width: 0;
  padding: 14px;
  border: 1px solid var(--cf-color-border);
  border-radius: 10px;
`;

/** The other ways to confirm, side by side, wrapping on a phone. */
export const OtherWays = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
`;
