import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../kit/ui/text-styles';
import { conversationContainer } from './chat-messages.styles';

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

export const Body = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;

  &[hidden] { display: none; }
`;

export const Scroller = styled.section`
  ${conversationContainer}
  flex: 1 1 auto;
  min-height: 120px;
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-gutter: stable;
  padding: 16px 12px 8px 16px;

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: -2px; }
`;

export const LoadingLine = styled.div`
  position: absolute;
  inset: 0 0 auto;
`;

export const VisuallyHidden = styled.div`
  ${visuallyHidden}
`;
