import styled from 'styled-components';
import { Input } from './field.styles';

export const Boxes = styled.div<{ $length: number }>`
  display: grid;
  grid-template-columns: repeat(${(props) => props.$length}, minmax(0, 1fr));
  gap: 8px;
`;

export const Box = styled(Input)`
  height: 52px;
  padding: 0;
  text-align: center;
  font-family: var(--cf-font-mono);
  font-size: 22px;
  caret-color: var(--cf-color-primary);

  @media (pointer: coarse) {
    height: 56px;
    font-size: 22px;
  }
`;
