import styled from 'styled-components';
import { disabledLook } from '../ui/button';
import { mutedParagraph } from '../ui/text-styles';

/** A secondary action under a form: another way in, back. */
export const LinkButton = styled.button`
  align-self: center;
  justify-self: center;
  padding: 4px 6px;
  font: inherit;
  font-size: 13px;
  color: var(--cf-color-primary);
  background: none;
  border: 0;
  border-radius: 6px;
  cursor: pointer;

  &:hover:not(:disabled) { text-decoration: underline; }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
  ${disabledLook}
`;

export const QrImage = styled.img`
  display: block;
  width: 168px;
  height: 168px;
  margin: 0 auto;
  padding: 8px;
  background: #fff;
  border-radius: 8px;
`;

export const SetupKey = styled.code`
  display: block;
  padding: 8px 10px;
  font-family: var(--cf-font-mono);
  font-size: 13px;
  letter-spacing: 0.04em;
  text-align: center;
  overflow-wrap: anywhere;
  background: var(--cf-color-surface-raised);
  border-radius: 8px;
`;

export const Hint = styled.p`
  ${mutedParagraph}
`;

/** An authenticator's setup: the hint, its QR code, its key and the code's form, evenly spaced. */
export const EnrolmentStack = styled.div`
  display: grid;
  gap: 14px;
`;
