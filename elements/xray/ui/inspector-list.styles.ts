/** The inspector sidebar's list: its groups, counts and items with their buttons. */
import styled from 'styled-components';
import { bareList, overline } from '../../kit/ui/text-styles';
import type { XrayItemType } from '../../../contract/xray-catalogue';
import { INSPECTOR_ANIMATION_MS, listRowButton, typeColour } from './inspector-styles';

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
  ${listRowButton}
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 4px 0 2px;
  padding: 6px 8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--cf-color-text-muted);
  font-size: 11px;
  font-weight: 650;
  letter-spacing: 0.06em;
  text-transform: uppercase;

  &:hover {
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
  ${listRowButton}
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr) 14px;
  align-items: start;
  gap: 8px;
  padding: 8px 6px 8px 8px;
  border: 0;
  border-radius: 8px;
  background: transparent;
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

export const Empty = styled.p`
  margin: 24px 12px;
  color: var(--cf-color-text-muted);
  text-align: center;
`;
