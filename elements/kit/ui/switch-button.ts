import styled, { css } from 'styled-components';
import { disabledLook } from './button';

/** The knob of a switch: 12px round, 2px inside its track's start, slid along when the switch is on. */
export const switchThumb = css`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 12px;
  height: 12px;
  border-radius: 50%;
`;

/**
 * An on/off switch: a `<button role="switch" aria-checked>` holding its label and a
 * `<span className="track" aria-hidden="true"><span className="thumb" /></span>`. 44px tall on
 * touch screens; the thumb does not slide for those who ask for less motion.
 */
export const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 30px;
  padding: 2px 6px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: var(--cf-color-text);
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
  ${disabledLook}
  @media (pointer: coarse) { min-height: 44px; }

  .track {
    position: relative;
    flex: none;
    width: 32px;
    height: 18px;
    box-sizing: border-box;
    border: 1px solid var(--cf-color-text-muted);
    border-radius: 999px;
    background: var(--cf-color-surface-raised);
    transition: background 150ms ease, border-color 150ms ease;
  }
  .thumb {
    ${switchThumb}
    background: var(--cf-color-text-muted);
    transition: transform 150ms ease;
  }
  &[aria-checked='true'] .track { border-color: var(--cf-color-primary); background: var(--cf-color-primary); }
  &[aria-checked='true'] .thumb { background: var(--cf-color-on-primary); transform: translateX(14px); }

  @media (prefers-reduced-motion: reduce) {
    .track, .thumb { transition: none; }
  }
`;
