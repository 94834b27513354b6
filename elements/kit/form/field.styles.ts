import styled, { css } from 'styled-components';
import { inputStates } from './input-states';

export const Field = styled.div`
  display: grid;
  gap: 6px;
`;

export const Label = styled.label`
  font-size: 13px;
  font-weight: 500;
`;

/** Holds the input and, for a password, the show/hide button over its right end. */
export const InputFrame = styled.div`
  position: relative;
`;

export const Input = styled.input<{ $withToggle?: boolean }>`
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 ${(props) => (props.$withToggle ? '44px' : '12px')} 0 12px;
  font: inherit;
  color: var(--cf-color-text);
  background: var(--cf-color-background);
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;
  transition: border-color 120ms, box-shadow 120ms;

  &::placeholder { color: var(--cf-color-text-muted); }
  ${inputStates}
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--cf-color-danger) 28%, transparent);
  }

  /* Touch screens get bigger targets, and phones zoom into inputs whose text is under 16px. */
  @media (pointer: coarse) {
    height: 44px;
    font-size: 16px;
  }
`;

/** A colour input drawn as a swatch beside the colour's text, as tall as a field; a click opens the browser's picker. */
export const colorSwatch = css`
  height: 40px;
  background: var(--cf-color-background);
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;
  cursor: pointer;
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 13px;
  color: var(--cf-color-danger);
`;
