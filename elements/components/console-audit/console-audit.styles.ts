import styled from 'styled-components';

export const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 12px;
  align-items: end;
  margin-bottom: 14px;

  @media (max-width: 1100px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  @media (max-width: 600px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const FilterActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;

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
