import { bareList, overline } from '../../kit/ui/text-styles';
import styled from 'styled-components';
import type { Theme } from '../../kit/theme-tokens';
import {
  focusRing,
  INSPECTOR_ANIMATION_MS,
  inspectorTokens,
  listRowButton,
  SIDEBAR_WIDTH,
} from '../../xray/ui/inspector-styles';

/** Above the page and its overlays, below the badge. */
export const SIDEBAR_LAYER = 2147483000;

/**
 * Fixed along one side, full height; closed, it slides out of view and then hides (so nothing in
 * it takes the focus), open it slides in: 300 ms each way, none with reduced motion.
 */
export const Aside = styled.aside<{ $theme: Theme }>`
  ${inspectorTokens}
  position: fixed;
  z-index: ${SIDEBAR_LAYER};
  top: 0;
  bottom: 0;
  right: 0;
  width: ${SIDEBAR_WIDTH}px;
  max-width: 100vw;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  background: var(--cf-color-surface);
  color: var(--cf-color-text);
  border-left: 1px solid var(--cf-color-border);
  box-shadow: -12px 0 32px rgb(0 0 0 / ${({ $theme }) => ($theme === 'light' ? '0.1' : '0.4')});
  font-size: 13px;
  line-height: 1.45;
  transform: translateX(100%);
  visibility: hidden;
  transition:
    transform ${INSPECTOR_ANIMATION_MS}ms ease,
    visibility 0s linear ${INSPECTOR_ANIMATION_MS}ms;

  &[data-side='left'] {
    right: auto;
    left: 0;
    border-left: 0;
    border-right: 1px solid var(--cf-color-border);
    box-shadow: 12px 0 32px rgb(0 0 0 / ${({ $theme }) => ($theme === 'light' ? '0.1' : '0.4')});
    transform: translateX(-100%);
  }
  /* On a narrow screen the badge docks at the sidebar's foot: its room is kept free. */
  @media (max-width: 639.98px) {
    padding-bottom: 60px;
  }
  &[data-open='true'] {
    transform: none;
    visibility: visible;
    transition:
      transform ${INSPECTOR_ANIMATION_MS}ms ease,
      visibility 0s;
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    &[data-open='true'] {
      transition: none;
    }
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 10px 8px 8px 14px;

  .brand {
    display: flex;
    align-items: center;
    gap: 7px;
    min-width: 0;
    margin: 0 auto 0 0;
    font-size: 14px;
    font-weight: 650;
  }
  .brand svg {
    flex: none;
    color: var(--xr-found);
  }
`;

export const HeaderButton = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--cf-color-text-muted);
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: var(--xr-hover);
    color: var(--cf-color-text);
  }
`;

export const TabList = styled.div`
  display: flex;
  gap: 2px;
  margin: 0 8px;
  padding: 3px;
  border-radius: 8px;
  background: var(--xr-hover);
`;

export const Tab = styled.button`
  flex: 1;
  min-width: 0;
  padding: 4px 6px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--cf-color-text-muted);
  font: inherit;
  font-size: 12px;
  font-weight: 600;
  cursor: pointer;
  transition:
    background ${INSPECTOR_ANIMATION_MS}ms ease,
    color ${INSPECTOR_ANIMATION_MS}ms ease;
  ${focusRing}

  &:hover {
    color: var(--cf-color-text);
  }
  &[aria-selected='true'] {
    background: var(--cf-color-surface);
    color: var(--cf-color-text);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.2);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const TabPanel = styled.div`
  flex: 1;
  min-height: 0;
  margin-top: 8px;
  border-top: 1px solid var(--cf-color-border);
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }
  &[hidden] {
    display: none;
  }
  xray-sidebar {
    height: 100%;
  }
`;

/** The Member and App tabs: sections of facts (their tab panel scrolls). */
export const Scroll = styled.div`
  padding: 12px 12px 16px;

  section + section {
    margin-top: 16px;
  }
  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin: 0 0 6px;
    ${overline}
  }
  ul {
    ${bareList}
  }
  li + li {
    margin-top: 6px;
  }
  .muted {
    margin: 0;
    color: var(--cf-color-text-muted);
  }
  .status {
    margin: 4px 2px 0;
    font-size: 12px;
  }
`;

/** One plan of the member, or of the app: a button that expands to its details. */
export const PlanButton = styled.button`
  ${listRowButton}
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 7px 8px;
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;
  background: var(--cf-color-surface);
  .name {
    flex: 1;
    min-width: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .kind {
    flex: none;
    padding: 0 6px;
    border-radius: 999px;
    background: var(--xr-hover);
    color: var(--cf-color-text-muted);
    font-size: 11px;
    font-weight: 600;
    line-height: 18px;
  }
  svg {
    flex: none;
    color: var(--cf-color-text-muted);
    transition: transform ${INSPECTOR_ANIMATION_MS}ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  & + * {
    margin-top: 4px;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;
