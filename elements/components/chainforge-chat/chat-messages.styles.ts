import styled, { css } from 'styled-components';

export const AssistantLine = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  width: 100%;
  min-width: 0;
`;

/**
 * The box the conversation's messages are laid out in (the chat's scroller, a transcript's frame):
 * an answer's tables take their layout from its width, not the window's, as the chat may be a
 * narrow column on a wide screen.
 */
export const conversationContainer = css`
  container: chat-conversation / inline-size;
`;

/** A message's bubble: the greeting here, the conversation's messages in message-item.styles.ts. */
export const bubble = css`
  min-width: 0;
  max-width: 100%;
  padding: 9px 13px;
  font-size: 14px;
  line-height: 1.5;
  overflow-wrap: anywhere;
  word-break: normal;
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
