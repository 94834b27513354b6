import styled from 'styled-components';
import { OutlineButton } from '../../kit/ui/button';

export const Note = styled.p`
  margin: 0;
  color: var(--cf-color-text-muted);
`;

/** A text button that moves between screens; looks like a link, acts like a button. */
export const LinkButton = styled.button.attrs({ type: 'button', part: 'link' })`
  padding: 2px 0;
  font: inherit;
  font-weight: 500;
  color: var(--cf-color-text);
  text-decoration: underline;
  text-decoration-color: var(--cf-color-text-muted);
  text-underline-offset: 3px;
  background: none;
  border: none;
  cursor: pointer;

  &:hover { text-decoration-color: currentColor; }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; border-radius: 2px; }
`;

export const LinksRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: baseline;
  gap: 4px 8px;
  color: var(--cf-color-text-muted);
  text-align: center;
`;

export const RightAligned = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -8px;
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: var(--cf-color-text-muted);
  font-size: 12px;
  text-transform: uppercase;
  letter-spacing: 0.04em;

  &::before, &::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--cf-color-border);
  }
`;

export const ProviderButton = styled(OutlineButton).attrs({ type: 'button', part: 'provider-button', $size: 'large' })`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  width: 100%;
  font-weight: 500;

  & svg { flex: none; }
`;

export const ProviderList = styled.div`
  display: grid;
  gap: 8px;
`;

/** Off screen and out of the tab order: people never fill it, form-filling bots do. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
