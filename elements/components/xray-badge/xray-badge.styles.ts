import styled from 'styled-components';
import type { Theme } from '../../kit/theme-tokens';
import { focusRing, INSPECTOR_ANIMATION_MS, inspectorTokens, SIDEBAR_WIDTH } from '../../xray/ui/inspector-styles';

/** Above the page and its overlays; the badge above the sidebar, so it can always close it. */
export const BADGE_LAYER = 2147483001;

export const BadgeButton = styled.button<{ $theme: Theme }>`
  ${inspectorTokens}
  position: fixed;
  z-index: ${BADGE_LAYER};
  left: 50%;
  bottom: max(16px, env(safe-area-inset-bottom));
  transform: translateX(-50%);
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100vw - 24px);
  box-sizing: border-box;
  padding: 7px 8px 7px 12px;
  border: 1px solid ${({ $theme }) => ($theme === 'light' ? '#d4d8e0' : '#343b4d')};
  border-radius: 999px;
  background: ${({ $theme }) => ($theme === 'light' ? '#ffffff' : '#161a22')};
  color: var(--cf-color-text);
  box-shadow:
    0 8px 24px rgb(0 0 0 / ${({ $theme }) => ($theme === 'light' ? '0.14' : '0.45')}),
    0 1px 2px rgb(0 0 0 / 0.2);
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  line-height: 18px;
  white-space: nowrap;
  cursor: pointer;
  transition:
    left ${INSPECTOR_ANIMATION_MS}ms ease,
    border-color ${INSPECTOR_ANIMATION_MS}ms ease,
    background ${INSPECTOR_ANIMATION_MS}ms ease;
  ${focusRing}

  &:hover {
    border-color: var(--cf-color-text-muted);
  }
  .mark {
    display: grid;
    color: var(--xr-found);
  }
  .count {
    min-width: 20px;
    padding: 0 7px;
    border-radius: 999px;
    background: var(--xr-hover);
    font-size: 12px;
    line-height: 20px;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }

  /* Errors on the page: the badge turns red and carries a red dot. */
  &[data-errors='true'] {
    border-color: var(--xr-error);
    background: ${({ $theme }) =>
      $theme === 'light' ? 'color-mix(in srgb, #b91c1c 7%, #ffffff)' : 'color-mix(in srgb, #f87171 14%, #161a22)'};
  }
  &[data-errors='true'] .mark {
    color: var(--xr-error);
  }
  .dot {
    position: absolute;
    top: -3px;
    right: -1px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ $theme }) => ($theme === 'light' ? '#dc2626' : '#ef4444')};
    box-shadow: 0 0 0 2px ${({ $theme }) => ($theme === 'light' ? '#ffffff' : '#161a22')};
  }

  /* With the sidebar open on a wide screen, the badge centres itself in what the sidebar leaves. */
  @media (min-width: 640px) {
    &[data-shift='right'] {
      left: calc(50% - ${SIDEBAR_WIDTH / 2}px);
    }
    &[data-shift='left'] {
      left: calc(50% + ${SIDEBAR_WIDTH / 2}px);
    }
  }
  /* On a narrow screen the open sidebar leaves too little room: the badge docks at its foot. */
  @media (max-width: 639.98px) {
    &[data-shift='right'] {
      left: calc(100% - ${SIDEBAR_WIDTH / 2}px);
      max-width: ${SIDEBAR_WIDTH - 16}px;
    }
    &[data-shift='left'] {
      left: ${SIDEBAR_WIDTH / 2}px;
      max-width: ${SIDEBAR_WIDTH - 16}px;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
