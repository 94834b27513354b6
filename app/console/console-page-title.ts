import styled from 'styled-components';

/** Each console page's heading; its own module, as the pages are imported by the layout's sections. */
export const ConsolePageTitle = styled.h1`
  margin: 0 0 16px;
  font-size: 22px;
  font-weight: 650;
  letter-spacing: -0.01em;
`;
