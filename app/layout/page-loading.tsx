import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.div`
  width: 28px;
  height: 28px;
  margin: 18vh auto;
  border: 3px solid var(--cf-color-border);
  border-top-color: var(--cf-color-primary);
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** While a page's code arrives (each page but the dashboard loads when first opened). */
export function PageLoading() {
  return <Spinner role="status" aria-label="Loading page" />;
}
