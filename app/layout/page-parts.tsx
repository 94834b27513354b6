import styled from 'styled-components';

export const PageTitle = styled.h1`
  font-size: 22px;
  margin: 0 0 20px;
`;

export const Panel = styled.section`
  background: var(--cf-color-surface);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  padding: 16px 20px;
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: 12px;

  h2 { font-size: 15px; margin: 0; }
`;

export const Muted = styled.p`
  color: var(--cf-color-text-muted);
  margin: 0;
`;
