import styled from 'styled-components';
import { ConsoleTextArea, OutcomeNote } from '../../kit/console/console-controls';
import { bareList } from '../../kit/ui/text-styles';
import { flexRow } from '../../kit/ui/layout';
import { cardSurface } from '../../kit/ui/card';

/** The element's room decides the layout (a container query): channels beside the items, or above them. */
export const Page = styled.div`
  container-type: inline-size;
  display: grid;
  gap: 16px;
`;

export const Controls = styled.div`
  ${flexRow({ gap: '10px 16px', align: 'center', spread: true })}
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  align-items: start;

  @container (min-width: 760px) {
    grid-template-columns: 248px minmax(0, 1fr);
  }
`;

export const ChannelNav = styled.nav`
  min-width: 0;
  padding: 8px;
  background: var(--cf-color-surface);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);

  h2 {
    margin: 4px 8px 8px;
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: var(--cf-color-text-muted);
  }
  ul {
    ${bareList}
    display: grid;
    gap: 2px;
  }

  /* Narrow, the channels are a row of chips that scrolls sideways, above the items. */
  @container (max-width: 759px) {
    padding: 0;
    background: none;
    border: 0;

    h2 { margin: 0 0 6px; }
    ul {
      display: flex;
      gap: 8px;
      overflow-x: auto;
      padding: 2px 2px 6px;
    }
    li { flex: none; }
  }
`;

export const ChannelButton = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  padding: 8px 10px;
  font: inherit;
  text-align: start;
  color: var(--cf-color-text);
  background: transparent;
  border: 1px solid transparent;
  border-radius: 8px;
  cursor: pointer;

  &:hover { background: var(--cf-color-surface-raised); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; }
  &[aria-pressed='true'] {
    background: var(--cf-color-surface-raised);
    border-color: var(--cf-color-border);
  }

  @container (max-width: 759px) {
    width: auto;
    max-width: 240px;
    border-color: var(--cf-color-border);
    background: var(--cf-color-surface);
    &[aria-pressed='true'] { border-color: var(--cf-color-primary); }
  }
`;

export const ChannelName = styled.span`
  overflow: hidden;
  font-size: 14px;
  font-weight: 550;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CountsLine = styled.span`
  ${flexRow({ gap: '4px 8px', align: 'center' })}
  font-size: 12px;
  color: var(--cf-color-text-muted);
  white-space: nowrap;
`;

/** The count of reported items beside a channel: amber, as a pending review is. */
export const ReportedCount = styled.span`
  padding: 0 7px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  line-height: 1.6;
  color: color-mix(in srgb, var(--cf-color-secondary) 70%, var(--cf-color-text));
  background: color-mix(in srgb, var(--cf-color-secondary) 14%, transparent);
`;

export const FeedColumn = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

export const FeedHead = styled.div`
  ${flexRow({ gap: '6px 12px', align: 'baseline', spread: true })}

  h2 { margin: 0; font-size: 16px; font-weight: 600; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; border-radius: 4px; }
  p { margin: 2px 0 0; font-size: 13px; color: var(--cf-color-text-muted); }
`;

export const ItemList = styled.ol`
  ${bareList}
  display: grid;
  overflow: hidden;
  ${cardSurface}

  > li + li { border-top: 1px solid var(--cf-color-border); }
`;

export const Item = styled.article`
  display: grid;
  gap: 10px;
  padding: 14px 16px;

  &[data-reported] { box-shadow: inset 3px 0 0 var(--cf-color-secondary); }
  @container (max-width: 520px) { padding: 12px; }
`;

export const ItemHead = styled.header`
  ${flexRow({ gap: '4px 10px', align: 'center' })}
  min-width: 0;
  font-size: 13px;
  color: var(--cf-color-text-muted);

  strong { font-size: 14px; font-weight: 600; color: var(--cf-color-text); }
  a {
    overflow-wrap: anywhere;
    color: var(--cf-color-primary);
  }
  a:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; border-radius: 4px; }
`;

export const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const Where = styled.p`
  ${flexRow({ gap: '4px 8px' })}
  margin: 0;
  font-size: 12px;
  color: var(--cf-color-text-muted);

  code {
    overflow-wrap: anywhere;
    font-family: var(--cf-font-mono);
    font-size: 12px;
    color: var(--cf-color-text);
  }
`;

/** The item's content as readers see it (rebuilt from the allowlist); dimmed while hidden from them. */
export const Content = styled.div`
  font-size: 14px;
  line-height: 1.55;
  overflow-wrap: anywhere;

  p, ul, ol, blockquote, pre { margin: 0 0 8px; }
  > :last-child { margin-bottom: 0; }
  blockquote { padding-inline-start: 10px; border-inline-start: 3px solid var(--cf-color-border); }
  pre, code { font-family: var(--cf-font-mono); font-size: 13px; }
  pre { overflow-x: auto; white-space: pre-wrap; }
  a { color: var(--cf-color-primary); }

  &[data-hidden] { opacity: 0.62; }
  &[data-placeholder] { font-style: italic; color: var(--cf-color-text-muted); }
`;

export const ItemFoot = styled.div`
  ${flexRow({ gap: '8px 12px', align: 'center', spread: true })}
`;

export const Tally = styled.span`
  font-size: 12px;
  color: var(--cf-color-text-muted);
`;

export const Acts = styled.div`
  ${flexRow({ gap: '8px' })}

  button { padding: 3px 10px; font-size: 13px; }
  @media (pointer: coarse) { button { min-height: 40px; } }
`;

export const Empty = styled.p`
  margin: 0;
  padding: 28px 16px;
  font-size: 14px;
  text-align: center;
  color: var(--cf-color-text-muted);
  background: var(--cf-color-surface);
  border: 1px dashed var(--cf-color-border);
  border-radius: var(--cf-radius);
`;

export const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 10px;
  font-size: 13px;
  color: var(--cf-color-danger);
`;

export const SettingsRow = styled.div`
  ${flexRow({ gap: '12px 20px', align: 'center' })}

  label.check {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-size: 14px;
  }
  input[type='checkbox'] { width: 16px; height: 16px; accent-color: var(--cf-color-primary); }
`;

export const SettingsOutcome = styled(OutcomeNote)`
  margin-top: 12px;
`;

export const WordsForm = styled.form`
  display: grid;
  gap: 6px;
  justify-items: start;

  > button { margin-top: 6px; }
`;

export const WordsBox = styled(ConsoleTextArea)`
  max-width: 480px;
`;
