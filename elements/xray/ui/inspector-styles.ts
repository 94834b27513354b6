/**
 * The styles the inspector's three elements share (the badge, the sidebar and the developer
 * sidebar): its colour tokens, animations, sizes and the sidebar's parts that the developer
 * sidebar shows too.
 */
import { bareList, overline, visuallyHidden } from '../../kit/ui/text-styles';
import styled, { css, keyframes } from 'styled-components';
import type { XrayItemType } from '../../core/contract/xray-catalogue';
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
    position: absolute;
    top: 2px;
    left: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
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

export const List = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 6px 4px 16px;
  scrollbar-width: thin;
`;

export const Group = styled.section`
  & + & {
    margin-top: 6px;
  }
  h3 {
    margin: 8px 8px 4px;
    ${overline}
  }
  ul {
    ${bareList}
  }
`;

export const GroupButton = styled.button`
  display: flex;
  align-items: center;
  gap: 6px;
  width: 100%;
  margin: 4px 0 2px;
  padding: 6px 8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--cf-color-text-muted);
  font: inherit;
  font-size: 11px;
  font-weight: 650;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-align: left;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: var(--xr-hover);
    color: var(--cf-color-text);
  }
  svg {
    flex: none;
    transition: transform ${INSPECTOR_ANIMATION_MS}ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  .count {
    margin-left: auto;
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

export const CountPill = styled.span`
  min-width: 18px;
  padding: 0 6px;
  border-radius: 999px;
  background: var(--xr-hover);
  color: var(--cf-color-text);
  font-size: 11px;
  font-weight: 650;
  line-height: 18px;
  letter-spacing: 0;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

export const Item = styled.li<{ $type: XrayItemType }>`
  --accent: ${({ $type }) => typeColour($type)};
  position: relative;
  border-radius: 8px;

  & + & {
    margin-top: 2px;
  }
  &[data-open='true'] {
    background: var(--xr-surface-sunken);
    box-shadow: inset 0 0 0 1px var(--cf-color-border);
  }
`;

export const ItemButton = styled.button`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr) 14px;
  align-items: start;
  gap: 8px;
  width: 100%;
  padding: 8px 6px 8px 8px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: var(--xr-hover);
  }
  .icon {
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 7px;
    background: color-mix(in srgb, var(--accent) 16%, transparent);
    color: var(--accent);
  }
  .text {
    display: grid;
    gap: 1px;
    min-width: 0;
    padding-top: 1px;
  }
  .title {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .detail {
    color: var(--cf-color-text-muted);
    font-size: 12px;
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow-wrap: anywhere;
  }
  code.detail {
    font-family: var(--cf-font-mono);
    font-size: 11.5px;
  }
  &[aria-expanded='true'] .detail {
    display: block;
  }
  .chevron {
    align-self: center;
    color: var(--cf-color-text-muted);
    transition: transform ${INSPECTOR_ANIMATION_MS}ms ease;
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
  @media (prefers-reduced-motion: reduce) {
    .chevron {
      transition: none;
    }
  }
`;

export const ItemBody = styled.div`
  display: grid;
  gap: 10px;
  padding: 0 10px 12px 40px;
  font-size: 12.5px;
  animation: ${reveal} ${INSPECTOR_ANIMATION_MS}ms ease;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Catalogue HTML, sanitised: paragraphs, emphasis, code, links and lists only. */
export const Prose = styled.div`
  color: var(--cf-color-text);
  overflow-wrap: anywhere;

  p,
  ul,
  ol {
    margin: 0;
  }
  p + p,
  p + ul,
  p + ol,
  ul + p,
  ol + p {
    margin-top: 6px;
  }
  ul,
  ol {
    padding-left: 18px;
  }
  code {
    padding: 0 3px;
    border-radius: 4px;
    background: var(--xr-hover);
    font-family: var(--cf-font-mono);
    font-size: 11.5px;
  }
  a {
    color: var(--cf-color-primary);
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: 2px solid var(--xr-focus);
    outline-offset: 1px;
    border-radius: 2px;
  }
`;

/** Labels over their values: a narrow sidebar keeps an ID on one line that way. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  margin: 0;
  padding: 8px 10px;
  border-radius: 6px;
  background: var(--cf-color-surface);
  border: 1px solid var(--cf-color-border);
  font-size: 12px;

  dt {
    grid-column: 1 / -1;
    margin-top: 6px;
    color: var(--cf-color-text-muted);
    font-size: 11px;
  }
  dt:first-child {
    margin-top: 0;
  }
  dd {
    grid-column: 1 / -1;
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dt.plan-name {
    grid-column: 1;
    color: var(--cf-color-text);
    font-size: 13px;
    font-weight: 650;
  }
  dd.plan-kind {
    grid-column: 2;
    align-self: center;
    color: var(--cf-color-text-muted);
    font-size: 11px;
    font-weight: 600;
  }
  dd code {
    font-family: var(--cf-font-mono);
    font-size: 11.5px;
  }
  dd code.id {
    display: block;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
`;

export const LinkAction = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: var(--cf-color-primary);
  font-weight: 600;
  text-decoration: none;
  border-radius: 4px;
  ${focusRing}

  &:hover {
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

export const SmallButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 3px 8px;
  border: 1px solid var(--cf-color-border);
  border-radius: 6px;
  background: var(--cf-color-surface);
  color: var(--cf-color-text);
  font: inherit;
  font-size: 12px;
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: var(--cf-color-text-muted);
  }
`;

export const Help = styled.div`
  h4 {
    display: flex;
    align-items: center;
    gap: 5px;
    margin: 0 0 2px;
    ${overline}
  }
  ul {
    ${bareList}
  }
  li + li {
    border-top: 1px solid var(--cf-color-border);
  }
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    width: 100%;
    padding: 6px 0;
    border: 0;
    background: transparent;
    color: var(--cf-color-text);
    font: inherit;
    font-weight: 550;
    text-align: left;
    cursor: pointer;
    border-radius: 4px;
    ${focusRing}
  }
  button:hover {
    color: var(--cf-color-primary);
  }
  button svg {
    flex: none;
    color: var(--cf-color-text-muted);
    transition: transform ${INSPECTOR_ANIMATION_MS}ms ease;
  }
  button[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  .answer {
    padding: 0 0 8px;
    color: var(--cf-color-text-muted);
    animation: ${reveal} ${INSPECTOR_ANIMATION_MS}ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    button svg {
      transition: none;
    }
    .answer {
      animation: none;
    }
  }
`;

export const Empty = styled.p`
  margin: 24px 12px;
  color: var(--cf-color-text-muted);
  text-align: center;
`;
