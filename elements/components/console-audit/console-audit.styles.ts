import styled from 'styled-components';
import { filterGrid } from '../../kit/console/console-controls';
import { flexRow } from '../../kit/ui/layout';

export const Filters = styled.form`
  ${filterGrid(6)}

  @media (max-width: 1100px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  @media (max-width: 600px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const FilterActions = styled.div`
  grid-column: 1 / -1;
  ${flexRow({ gap: '10px', align: 'center' })}

  a {
    margin-left: auto;
    font-size: 14px;
    color: var(--cf-color-primary);
  }
  a:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; border-radius: 4px; }
`;

export const Refused = styled.span`
  color: var(--cf-color-danger);
`;
