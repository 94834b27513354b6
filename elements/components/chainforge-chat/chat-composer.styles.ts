import styled from 'styled-components';
import { squareButton } from './chat-square-button';

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
  ${squareButton}
  color: ${({ $stop }) => ($stop ? 'var(--cf-color-text)' : 'var(--cf-color-on-primary)')};
  background: ${({ $stop }) => ($stop ? 'var(--chat-background)' : 'var(--cf-color-primary)')};
  border: 1px solid ${({ $stop }) => ($stop ? 'var(--cf-color-border)' : 'transparent')};
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
