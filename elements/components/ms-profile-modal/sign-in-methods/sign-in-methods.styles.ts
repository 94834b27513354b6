import styled from 'styled-components';
import { Row, SubHeading } from '../ms-profile-modal.styles';

/** A step inside a part ('Backup codes' inside 'Two-step sign-in'). */
export const StepHeading = styled(SubHeading).attrs({ as: 'h4' })`
  margin: 0;
`;

/** A part's content while it changes view: one column, its first control focused on each change. */
export const PartBody = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;

  & > button { justify-self: start; }
`;

/**
 * A form's actions side by side, wrapping on a narrow phone; the primary one takes the room left,
 * and the others on its line stand as tall as it does.
 */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;

  & > [part~='submit'] { flex: 1 1 12rem; width: auto; }
`;

/** A row's buttons, kept together at its right end. */
export const RowActions = styled.span`
  display: flex;
  flex: none;
  gap: 6px;
`;

/** The QR code on white whatever the theme, as scanners read dark modules on a light ground best. */
export const QrCode = styled.img.attrs({ part: 'two-step-qr' })`
  display: block;
  width: 184px;
  height: 184px;
  padding: 8px;
  background: #fff;
  border-radius: 8px;
  border: 1px solid var(--cf-color-border);
`;

/** Codes and keys people read out or type: monospace, spaced, never hyphenated or clipped. */
export const CodeText = styled.code`
  font-family: var(--cf-font-mono);
  font-size: 15px;
  letter-spacing: 0.06em;
  overflow-wrap: anywhere;
`;

/** The backup codes, one a line, numbered so a person can tick off the ones used. */
export const CodeList = styled.ol.attrs({ part: 'backup-codes' })`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 12px 12px 12px 40px;
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;
  background: var(--cf-color-surface-raised);
  font-family: var(--cf-font-mono);
  font-size: 15px;
  letter-spacing: 0.06em;

  & li::marker { color: var(--cf-color-text-muted); font-size: 13px; }
`;

/** A button that reads as a link: switches between the authenticator code and a backup code. */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  align-self: flex-start;
  padding: 2px 0;
  font: inherit;
  font-size: 13px;
  color: var(--cf-color-primary);
  background: none;
  border: none;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
`;

/** The passkey name being edited, in its row. */
export const RenameForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  width: 100%;

  & > input { flex: 1 1 10rem; min-width: 0; height: 36px; }
`;

/** A passkey's line: on a phone its buttons go under its name and details rather than squeeze them. */
export const PasskeyLine = styled(Row).attrs({ part: 'passkey' })`
  flex-wrap: wrap;

  & > :first-child { flex: 1 1 14rem; }
`;
