import styled, { css, keyframes } from 'styled-components';
import { visuallyHidden } from '../../kit/ui/text-styles';

/**
 * The chat's own colours, each over the theme's: a page (or the account's settings, through the
 * `colors` property) sets them on the panel.
 */
export const chatColors = css`
  --chat-background: var(--cf-chat-background, var(--cf-color-surface));
  --chat-surface: var(--cf-chat-surface, var(--cf-color-surface-raised));
  --chat-user-bubble: var(--cf-chat-user-bubble, var(--cf-color-primary));
  --chat-user-text: var(--cf-chat-user-text, var(--cf-color-on-primary));
  --chat-assistant-bubble: var(--cf-chat-assistant-bubble, var(--cf-color-surface-raised));
  --chat-assistant-text: var(--cf-chat-assistant-text, var(--cf-color-text));
`;

/** The class the markdown renderer gives words meant for screen readers only. */
export const hiddenTextCss = css`
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const Panel = styled.section<{ $expanded: boolean; $fullscreen: boolean }>`
  ${chatColors}
  ${hiddenTextCss}
  position: relative;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
  overflow: hidden;
  color: var(--cf-color-text);
  background: var(--chat-background);
  border: 1px solid var(--cf-color-border);
  border-radius: 16px;
  box-shadow:
    0 1px 2px rgb(0 0 0 / 0.12),
    0 12px 32px -8px rgb(0 0 0 / 0.35);

  *, *::before, *::after { box-sizing: border-box; }

  ${({ $expanded }) =>
    !$expanded &&
    css`
      width: fit-content;
      max-width: 100%;
      margin-inline-start: auto;
      border-radius: 999px;
    `}

  ${({ $fullscreen }) =>
    $fullscreen &&
    css`
      position: fixed;
      left: 0;
      right: 0;
      top: var(--chat-viewport-top, 0px);
      z-index: 2147483000;
      width: 100%;
      height: var(--chat-viewport-height, 100dvh);
      max-width: none !important;
      max-height: none !important;
      border: 0;
      border-radius: 0;
      box-shadow: none;
    `}
`;

export const Header = styled.header<{ $expanded: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 56px;
  padding: 8px 8px 8px 10px;
  background: linear-gradient(
    135deg,
    color-mix(in srgb, var(--cf-color-primary) 16%, var(--chat-background)),
    var(--chat-background) 70%
  );
  border-bottom: 1px solid ${({ $expanded }) => ($expanded ? 'var(--cf-color-border)' : 'transparent')};

  h2 {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0;
    font-size: inherit;
  }
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 40px;
  padding: 4px 8px 4px 4px;
  font: inherit;
  font-size: 15px;
  font-weight: 650;
  letter-spacing: -0.01em;
  color: var(--cf-color-text);
  text-align: start;
  background: transparent;
  border: 0;
  border-radius: 10px;
  cursor: pointer;

  &:hover { background: color-mix(in srgb, var(--cf-color-text) 6%, transparent); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; }

  .title {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .chevron {
    flex: none;
    margin-inline-start: auto;
    color: var(--cf-color-text-muted);
    transition: transform 160ms ease;
  }
  &[aria-expanded='false'] .chevron { transform: rotate(180deg); }

  @media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
`;

export const Avatar = styled.span<{ $size?: number }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ $size = 32 }) => $size}px;
  height: ${({ $size = 32 }) => $size}px;
  border-radius: ${({ $size = 32 }) => Math.round($size * 0.3)}px;
  color: var(--cf-color-on-primary);
  background: linear-gradient(145deg, color-mix(in srgb, var(--cf-color-primary) 70%, #fff), var(--cf-color-primary));
  box-shadow: 0 2px 6px -2px color-mix(in srgb, var(--cf-color-primary) 70%, transparent);
`;

export const HeaderButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  font: inherit;
  color: var(--cf-color-text-muted);
  background: transparent;
  border: 0;
  border-radius: 10px;
  cursor: pointer;

  &:hover:not(:disabled) { color: var(--cf-color-text); background: color-mix(in srgb, var(--cf-color-text) 8%, transparent); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; }
  &:disabled { opacity: 0.45; cursor: default; }
`;

export const Body = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;

  &[hidden] { display: none; }
`;

export const Scroller = styled.section`
  flex: 1 1 auto;
  min-height: 120px;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-gutter: stable;
  padding: 16px 12px 8px 16px;

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: -2px; }
`;

export const MessageList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li<{ $role: 'user' | 'assistant' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $role }) => ($role === 'user' ? 'flex-end' : 'flex-start')};
  gap: 6px;
  min-width: 0;
`;

export const AssistantLine = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  width: 100%;
  min-width: 0;
`;

const bubble = css`
  min-width: 0;
  max-width: 100%;
  padding: 9px 13px;
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;
  word-break: normal;
`;

export const UserBubble = styled.div`
  ${bubble}
  max-width: min(85%, 520px);
  color: var(--chat-user-text);
  background: var(--chat-user-bubble);
  border-radius: 18px 18px 4px 18px;
  white-space: pre-wrap;
`;

export const AssistantBubble = styled.div`
  ${bubble}
  flex: 0 1 auto;
  color: var(--chat-assistant-text);
  background: var(--chat-assistant-bubble);
  border-radius: 4px 18px 18px 18px;

  > :first-child { margin-top: 0; }
  > :last-child { margin-bottom: 0; }
  p { margin: 0 0 0.65em; }
  h3, h4, h5, h6 { margin: 0.9em 0 0.4em; font-size: 15px; line-height: 1.3; }
  h5, h6 { font-size: 14px; }
  ul, ol { margin: 0 0 0.65em; padding-inline-start: 1.35em; }
  /* The conversation is itself a list: an answer's lists start over at the top level's markers. */
  ul { list-style-type: disc; }
  ol { list-style-type: decimal; }
  li ul { list-style-type: circle; }
  li + li { margin-top: 0.25em; }
  li > ul, li > ol { margin: 0.25em 0 0; }
  li::marker { color: var(--cf-color-text-muted); }
  strong { font-weight: 650; }
  a { color: var(--cf-color-primary); text-underline-offset: 2px; }
  a:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; border-radius: 2px; }
  code {
    padding: 0.1em 0.35em;
    font-family: var(--cf-font-mono);
    font-size: 0.88em;
    background: color-mix(in srgb, var(--cf-color-text) 9%, transparent);
    border-radius: 5px;
  }
  pre {
    margin: 0 0 0.65em;
    padding: 10px 12px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    background: color-mix(in srgb, var(--cf-color-text) 7%, transparent);
    border-radius: 8px;
  }
  pre code { padding: 0; background: none; }
.table-scroll:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; }
  blockquote {
    margin: 0 0 0.65em;
    padding-inline-start: 10px;
    color: var(--cf-color-text-muted);
    border-inline-start: 3px solid var(--cf-color-border);
  }
  hr { margin: 0.8em 0; border: 0; border-top: 1px solid var(--cf-color-border); }

  .table-scroll {
    max-width: 100%;
    margin: 0.35em 0 0.75em;
    padding: 0;
    overflow-x: auto;
    border: 1px solid var(--cf-color-border);
    border-radius: 10px;
    /* A shadow at an edge with more table beyond it: covers scroll with the table, shadows stay. */
    background:
      linear-gradient(to right, var(--chat-background) 40%, transparent) left / 28px 100% no-repeat local,
      linear-gradient(to left, var(--chat-background) 40%, transparent) right / 28px 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.28), transparent) left / 12px 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.28), transparent) right / 12px 100% no-repeat scroll,
      var(--chat-background);
  }
  table {
    width: max-content;
    min-width: 100%;
    border-collapse: collapse;
    font-size: 12.5px;
    line-height: 1.4;
    font-variant-numeric: tabular-nums;
  }
  th, td {
    max-width: 16em;
    padding: 6px 10px;
    text-align: start;
    vertical-align: top;
    overflow-wrap: break-word;
    border-bottom: 1px solid var(--cf-color-border);
  }
  th {
    font-weight: 600;
    color: var(--cf-color-text-muted);
    white-space: nowrap;
    background: color-mix(in srgb, var(--cf-color-text) 4%, transparent);
  }
  tbody tr:last-child td { border-bottom: 0; }
  tbody tr:nth-child(even) td { background: color-mix(in srgb, var(--cf-color-text) 2.5%, transparent); }
`;

export const Greeting = styled.div`
  ${bubble}
  color: var(--chat-assistant-text);
  background: var(--chat-assistant-bubble);
  border-radius: 4px 18px 18px 18px;
  white-space: pre-wrap;
`;

export const Prompts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0 0 42px;
  padding: 0;
  list-style: none;

  @media (max-width: 420px) { margin-inline-start: 0; }
`;

export const PromptButton = styled.button`
  max-width: 100%;
  padding: 7px 12px;
  font: inherit;
  font-size: 13px;
  line-height: 1.35;
  color: var(--cf-color-text);
  text-align: start;
  overflow-wrap: anywhere;
  background: var(--chat-background);
  border: 1px solid color-mix(in srgb, var(--cf-color-primary) 45%, var(--cf-color-border));
  border-radius: 999px;
  cursor: pointer;
  transition: background 120ms, border-color 120ms;

  &:hover:not(:disabled) {
    border-color: var(--cf-color-primary);
    background: color-mix(in srgb, var(--cf-color-primary) 10%, var(--chat-background));
  }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
  &:disabled { opacity: 0.55; cursor: default; }
`;

export const Status = styled.div<{ $error?: boolean; $user?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  margin-inline-start: ${({ $user }) => ($user ? '0' : '42px')};
  font-size: 12.5px;
  color: ${({ $error }) => ($error ? 'var(--cf-color-danger)' : 'var(--cf-color-text-muted)')};
`;

export const TextButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 3px 8px;
  font: inherit;
  font-size: 12.5px;
  font-weight: 550;
  color: var(--cf-color-text-muted);
  background: transparent;
  border: 1px solid var(--cf-color-border);
  border-radius: 999px;
  cursor: pointer;

  &:hover:not(:disabled) { color: var(--cf-color-text); border-color: var(--cf-color-text-muted); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
  &:disabled { opacity: 0.6; cursor: default; }
`;

export const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  margin: 0 12px 8px 16px;
  padding: 10px 12px;
  font-size: 13px;
  line-height: 1.45;
  color: var(--cf-color-text);
  background: color-mix(in srgb, var(--cf-color-danger) 12%, var(--chat-background));
  border: 1px solid color-mix(in srgb, var(--cf-color-danger) 45%, transparent);
  border-radius: 12px;

  > span { flex: 1 1 14em; min-width: 0; overflow-wrap: anywhere; }
`;

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.45; }
  40% { transform: translateY(-3px); opacity: 1; }
`;

export const Typing = styled.span`
  display: inline-flex;
  gap: 4px;
  padding: 6px 2px;

  i {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: var(--cf-color-text-muted);
    animation: ${bounce} 1.1s infinite ease-in-out;
  }
  i:nth-child(2) { animation-delay: 0.15s; }
  i:nth-child(3) { animation-delay: 0.3s; }

  @media (prefers-reduced-motion: reduce) { i { animation: none; } }
`;

export const Composer = styled.form`
  flex: none;
  padding: 8px 12px 10px;
  border-top: 1px solid var(--cf-color-border);
  background: var(--chat-background);
`;

export const InputBox = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  padding: 6px 6px 6px 12px;
  background: var(--chat-surface);
  border: 1px solid var(--cf-color-border);
  border-radius: 14px;
  transition: border-color 120ms, box-shadow 120ms;

  &:focus-within {
    border-color: var(--cf-color-primary);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--cf-color-primary) 22%, transparent);
  }

  textarea {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 36px;
    max-height: 160px;
    margin: 0;
    padding: 7px 0;
    font: inherit;
    font-size: 14px;
    line-height: 22px;
    color: var(--cf-color-text);
    background: transparent;
    border: 0;
    outline: none;
    resize: none;
    overflow-y: auto;
  }
  textarea::placeholder { color: var(--cf-color-text-muted); }
  textarea:disabled { cursor: not-allowed; }

  @media (pointer: coarse) { textarea { font-size: 16px; } }
`;

export const SendButton = styled.button<{ $stop?: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  color: ${({ $stop }) => ($stop ? 'var(--cf-color-text)' : 'var(--cf-color-on-primary)')};
  background: ${({ $stop }) => ($stop ? 'var(--chat-background)' : 'var(--cf-color-primary)')};
  border: 1px solid ${({ $stop }) => ($stop ? 'var(--cf-color-border)' : 'transparent')};
  border-radius: 10px;
  cursor: pointer;
  transition: opacity 120ms, transform 120ms;

  &:hover:not(:disabled) { transform: translateY(-1px); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
  &:disabled { opacity: 0.4; cursor: default; }
`;

export const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-top: 6px;
  padding: 0 2px;
  font-size: 11.5px;
  line-height: 1.4;
  color: var(--cf-color-text-muted);

  p { margin: 0; overflow-wrap: anywhere; }
  .count { flex: none; font-variant-numeric: tabular-nums; }
  .count[data-over] { color: var(--cf-color-danger); font-weight: 600; }
`;

export const LoadingLine = styled.div`
  position: absolute;
  inset: 0 0 auto;
`;

export const VisuallyHidden = styled.div`
  ${visuallyHidden}
`;
