import styled from 'styled-components';

/**
 * A form laid out as one column with the kit's spacing. Browser validation bubbles are off: the
 * fields show the rules' own messages (elements/core/validation.ts).
 */
export const FormStack = styled.form.attrs({ noValidate: true })`
  display: flex;
  flex-direction: column;

  /* Spaced between shown children only: an empty message area takes no room. */
  & > :not(:empty) ~ :not(:empty) { margin-top: 16px; }
`;
