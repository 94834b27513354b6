import styled, { css } from 'styled-components';
import { buttonSize, OutlineButton, PrimaryButton } from '../ui/button';
import { inputStates } from '../form/input-states';
import { flexRow } from '../ui/layout';
import { cardSurface } from '../ui/card';

/**
 * The console pages' form controls and buttons: compact inputs and selects for filters and small
 * forms beside a table, a primary action that is not a whole-width submit, and a danger action.
 */
export const consoleControl = css`
  box-sizing: border-box;
  width: 100%;
  height: 36px;
  padding: 0 10px;
  font: inherit;
  font-size: 14px;
  color: var(--cf-color-text);
  background: var(--cf-color-background);
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;
  color-scheme: inherit;

  ${inputStates}
  @media (pointer: coarse) { height: 44px; font-size: 16px; }
`;

export const ConsoleInput = styled.input`${consoleControl}`;
export const ConsoleSelect = styled.select`${consoleControl}`;

/** A few lines of text, as a list with one entry a line. */
export const ConsoleTextArea = styled.textarea`
  ${consoleControl}
  height: auto;
  padding: 8px 10px;
  resize: vertical;
  @media (pointer: coarse) { height: auto; }
`;

/** The filters over a list: `columns` controls a row, lined up by their bottom edges, a little above the list. */
export const filterGrid = (columns: number) => css`
  display: grid;
  grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  gap: 12px;
  align-items: end;
  margin-bottom: 14px;
`;

/** A label over its control. */
export const ControlField = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

export const ControlLabel = styled.label`
  font-size: 12px;
  font-weight: 500;
  color: var(--cf-color-text-muted);
`;

/** A link that does one thing (a download): it looks like a button, small. */
export const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 5px 12px;
  font-size: 13px;
  color: var(--cf-color-text);
  text-decoration: none;
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;

  &:hover { border-color: var(--cf-color-primary); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
`;

/** The page's main act; as a link (`as="a"`, a download) it keeps the button's look. */
export const PrimaryAction = styled(PrimaryButton)`
  ${(props) => buttonSize(props.$size ?? 'medium')}
  white-space: nowrap;

  &[href] { display: inline-flex; align-items: center; text-decoration: none; }
`;

export const DangerAction = styled(OutlineButton)`
  --button-tone: var(--cf-color-danger);
  color: var(--cf-color-danger);
  border-color: color-mix(in srgb, var(--cf-color-danger) 55%, transparent);
  white-space: nowrap;

  &:hover:not(:disabled) { background: color-mix(in srgb, var(--cf-color-danger) 10%, transparent); }
`;

/** A small action inside a table row: as tall as the row's text, not a size of the buttons' scale. */
export const RowAction = styled(DangerAction)`
  padding: 2px 10px;
  font-size: 13px;
`;

/** A page section's box: a card with its heading and a line of what it is for. */
export const Section = styled.section`
  box-sizing: border-box;
  min-width: 0;
  padding: 18px 20px 20px;
  ${cardSurface}

  @media (max-width: 520px) { padding: 14px 14px 16px; }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;

export const SectionLead = styled.p`
  margin: 4px 0 14px;
  font-size: 13px;
  color: var(--cf-color-text-muted);
`;

/** Buttons and controls in a row that wraps on a phone. */
export const Toolbar = styled.div`
  ${flexRow({ gap: '10px 12px', align: 'end' })}
`;

export const Mono = styled.span`
  font-family: var(--cf-font-mono);
  font-size: 13px;
`;

/**
 * What an act did (`data-tone="success"`) or why it failed (`error`), said where it was asked; a
 * live region, so it is there before its text is, and takes no room while empty.
 */
export const OutcomeNote = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: 8px;
  font-size: 13px;

  &[data-tone='success'] {
    color: var(--cf-color-success);
    background: color-mix(in srgb, var(--cf-color-success) 12%, transparent);
  }
  &[data-tone='error'] {
    color: var(--cf-color-danger);
    background: color-mix(in srgb, var(--cf-color-danger) 12%, transparent);
  }
  &:empty { display: none; }
`;

/** The message of a failed act beside its form. */
export const ActError = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  color: var(--cf-color-danger);
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 8px;
`;
