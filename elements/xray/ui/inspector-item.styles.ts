/** An inspector item opened: its prose, facts, actions and help. */
import styled from 'styled-components';
import { bareList, overline } from '../../kit/ui/text-styles';
import { focusRing, INSPECTOR_ANIMATION_MS, reveal } from './inspector-styles';
import { flexRow } from '../../kit/ui/layout';

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
  ${flexRow({ gap: '6px 12px', align: 'center' })}
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
