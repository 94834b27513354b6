import styled, { keyframes } from 'styled-components';
import { answerTables } from './chat-answer-tables.styles';
import { bubble } from './chat-messages.styles';

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
  blockquote {
    margin: 0 0 0.65em;
    padding-inline-start: 10px;
    color: var(--cf-color-text-muted);
    border-inline-start: 3px solid var(--cf-color-border);
  }
  hr { margin: 0.8em 0; border: 0; border-top: 1px solid var(--cf-color-border); }

  ${answerTables}
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
