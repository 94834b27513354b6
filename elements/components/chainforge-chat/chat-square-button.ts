import { css } from 'styled-components';

/** The chat's square buttons (the header's acts, Send and Stop): 36px, the icon centred. */
export const squareButton = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border-radius: 10px;
  cursor: pointer;
`;
