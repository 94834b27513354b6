/**
 * The styles the inspector's three elements share (the badge, the sidebar and the developer
 * sidebar): its colour tokens, animations, sizes and the panel with its header. The item list and
 * an item's opened body are in inspector-list.styles.ts and inspector-item.styles.ts.
 */
import { switchThumb } from '../../kit/ui/switch-button';
import { visuallyHidden } from '../../kit/ui/text-styles';
import styled, { css, keyframes } from 'styled-components';
import type { XrayItemType } from '../../../contract/xray-catalogue';
import type { Theme } from '../../kit/theme-tokens';

/** The inspector's animations. */
export const INSPECTOR_ANIMATION_MS = 300;

/** The developer sidebar's width; the badge centres itself in the rest of a wide screen. */
export const SIDEBAR_WIDTH = 242;

/**
 * Each item type's colour, in both themes: icons, accents and tints. Dark-theme colours are light
 * enough on the dark surface, light-theme ones dark enough on white (3:1 for icons, and 4.5:1
 * where they colour text).
 */
const TYPE_COLOURS: Readonly<Record<XrayItemType, Record<Theme, string>>> = {
  cart: { dark: '#a5b4fc', light: '#4338ca' },
  found: { dark: '#4ade80', light: '#15803d' },
  'plan-price-clicked': { dark: '#d8b4fe', light: '#7e22ce' },
  'content-removed': { dark: '#93c5fd', light: '#1d4ed8' },
  error: { dark: '#f87171', light: '#b91c1c' },
  warning: { dark: '#facc15', light: '#a16207' },
};

export const typeColour = (type: XrayItemType) => `var(--xr-${type})`;

/** The inspector's own variables, set on each element's outermost box by theme. */
export const inspectorTokens = css<{ $theme: Theme }>`
  ${({ $theme }) =>
    Object.entries(TYPE_COLOURS)
      .map(([type, colour]) => `--xr-${type}: ${colour[$theme]};`)
      .join('\n')}
  --xr-focus: ${({ $theme }) => ($theme === 'light' ? '#c2410c' : '#fb923c')};
  --xr-surface-sunken: ${({ $theme }) => ($theme === 'light' ? '#f7f8fa' : '#11141b')};
  --xr-hover: ${({ $theme }) => ($theme === 'light' ? '#eef0f4' : '#1f2431')};
`;

export const reveal = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

export const SrOnly = styled.span`
  ${visuallyHidden}
`;

export const focusRing = css`
  &:focus-visible {
    outline: 2px solid var(--xr-focus);
    outline-offset: 2px;
  }
`;

/** A row of a list that is a button (a group, an item, a plan): the whole width, text to the left, shaded on hover. */
export const listRowButton = css`
  width: 100%;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: var(--xr-hover);
  }
`;

export const Panel = styled.section<{ $theme: Theme }>`
  ${inspectorTokens}
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  box-sizing: border-box;
  background: var(--cf-color-surface);
  color: var(--cf-color-text);
  font-size: 13px;
  line-height: 1.45;
`;

export const PanelHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 12px 10px 14px;
  border-bottom: 1px solid var(--cf-color-border);

  h2 {
    margin: 0;
    font-size: 13px;
    font-weight: 650;
    letter-spacing: 0.01em;
    white-space: nowrap;
  }
`;

export const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 9px;
  margin: 0;
  padding: 8px 10px 8px 14px;
  border-bottom: 1px solid var(--cf-color-border);
  color: var(--cf-color-text-muted);
  font-size: 12px;

  .tally {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    white-space: nowrap;
  }
  .tally::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: var(--dot);
  }
`;

export const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 7px;
  padding: 3px 4px 3px 8px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: var(--cf-color-text);
  font: inherit;
  font-size: 12px;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}

  .track {
    position: relative;
    width: 28px;
    height: 16px;
    border-radius: 999px;
    background: var(--cf-color-border);
    transition: background ${INSPECTOR_ANIMATION_MS}ms ease;
  }
  .thumb {
    ${switchThumb}
    background: #ffffff;
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.35);
    transition: transform ${INSPECTOR_ANIMATION_MS}ms ease;
  }
  &[aria-checked='true'] .track {
    background: var(--xr-found);
  }
  &[aria-checked='true'] .thumb {
    transform: translateX(12px);
  }
  @media (prefers-reduced-motion: reduce) {
    .track,
    .thumb {
      transition: none;
    }
  }
`;
