import styled from 'styled-components';
import { bareButton } from '../../kit/ui/text-styles';
import { squareButton } from './chat-square-button';

export const Header = styled.header<{ $expanded: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 56px;
  padding: 8px 8px 8px 10px;
  background: linear-gradient(
    135deg,
    color-mix(in srgb, var(--cf-color-primary) 16%, var(--chat-background)),
    var(--chat-background) 70%
  );
  border-bottom: 1px solid ${({ $expanded }) => ($expanded ? 'var(--cf-color-border)' : 'transparent')};

  h2 {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    font-size: inherit;
  }
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 40px;
  padding: 4px 8px 4px 4px;
  ${bareButton}
  font-size: 15px;
  font-weight: 650;
  letter-spacing: -0.01em;
  border-radius: 10px;

  &:hover { background: color-mix(in srgb, var(--cf-color-text) 6%, transparent); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; }

  .title {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .chevron {
    flex: none;
    margin-inline-start: auto;
    color: var(--cf-color-text-muted);
    transition: transform 160ms ease;
  }
  &[aria-expanded='false'] .chevron { transform: rotate(180deg); }

  @media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
`;

export const Avatar = styled.span<{ $size?: number }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ $size = 32 }) => $size}px;
  height: ${({ $size = 32 }) => $size}px;
  border-radius: ${({ $size = 32 }) => Math.round($size * 0.3)}px;
  color: var(--cf-color-on-primary);
  background: linear-gradient(145deg, color-mix(in srgb, var(--cf-color-primary) 70%, #fff), var(--cf-color-primary));
  box-shadow: 0 2px 6px -2px color-mix(in srgb, var(--cf-color-primary) 70%, transparent);
`;

export const HeaderButton = styled.button`
  ${squareButton}
  font: inherit;
  color: var(--cf-color-text-muted);
  background: transparent;
  border: 0;

  &:hover:not(:disabled) { color: var(--cf-color-text); background: color-mix(in srgb, var(--cf-color-text) 8%, transparent); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; }
  &:disabled { opacity: 0.45; cursor: default; }
`;
