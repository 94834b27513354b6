import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: relative;
  height: 3px;
  overflow: hidden;
  background: var(--cf-color-surface-raised);

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    background: linear-gradient(90deg, var(--cf-color-primary), var(--cf-color-secondary));
    animation: ${slide} 1.1s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after { animation: none; width: 100%; opacity: 0.6; }
  }
`;

/** The indeterminate bar shown while an element fetches. */
export function LoadingBar({ label }: { label: string }) {
  return <Track part="loading" role="progressbar" aria-label={label} />;
}
