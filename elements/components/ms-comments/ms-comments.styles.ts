import styled from 'styled-components';
import { OutlineButton, PrimaryButton } from '../../kit/ui/button';
import { bareList, visuallyHidden } from '../../kit/ui/text-styles';

export const Section = styled.section`
  display: grid;
  gap: 16px;
  padding: 16px;
  color: var(--cf-color-text);
  background: var(--cf-color-surface);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  font-family: var(--cf-font-family);
  font-size: 14px;
  line-height: 1.5;

  @media (width < 520px) { padding: 12px; }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;

export const List = styled.ol`
  display: grid;
  gap: 16px;
  ${bareList}
`;

export const ReplyList = styled(List)`
  gap: 12px;
  margin-top: 12px;
  padding-left: 16px;
  border-left: 2px solid var(--cf-color-border);

  @media (width < 520px) { padding-left: 10px; }
`;

export const Item = styled.article`
  display: grid;
  grid-template-columns: 36px minmax(0, 1fr);
  gap: 4px 10px;
`;

export const Avatar = styled.span`
  grid-row: span 3;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  overflow: hidden;
  border-radius: 50%;
  color: var(--cf-color-on-primary);
  background: var(--cf-color-primary);
  font-size: 13px;
  font-weight: 600;

  & img { width: 100%; height: 100%; object-fit: cover; }
`;

export const Byline = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 8px;
  min-width: 0;

  & strong { overflow-wrap: anywhere; }
`;

export const Muted = styled.span`
  color: var(--cf-color-text-muted);
  font-size: 13px;
`;

export const Content = styled.div`
  overflow-wrap: anywhere;

  & p, & ul, & ol, & blockquote, & pre { margin: 0 0 8px; }
  & > :last-child { margin-bottom: 0; }
  & a { color: var(--cf-color-primary); }
  & blockquote { padding-left: 10px; border-left: 3px solid var(--cf-color-border); color: var(--cf-color-text-muted); }
  & code, & pre { font-family: var(--cf-font-mono); font-size: 13px; }
  & pre { overflow-x: auto; padding: 8px; border-radius: 6px; background: var(--cf-color-surface-raised); }
`;

export const Placeholder = styled.p`
  margin: 0;
  font-style: italic;
  color: var(--cf-color-text-muted);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin-left: -6px;
`;

/** The quiet text buttons under a comment: 44px tall on touch screens. */
export const TextButton = styled(OutlineButton).attrs({ $size: 'small' })`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 6px;
  border-color: transparent;
  color: var(--cf-color-text-muted);
  font-size: 13px;

  &:hover:not(:disabled) { color: var(--cf-color-text); border-color: transparent; background: var(--cf-color-surface-raised); }
  &[aria-pressed='true'] { color: var(--cf-color-primary); font-weight: 600; }
`;

export const Form = styled.form`
  display: grid;
  gap: 8px;
`;

export const TextArea = styled.textarea`
  box-sizing: border-box;
  width: 100%;
  min-height: 72px;
  padding: 8px 10px;
  resize: vertical;
  font: inherit;
  color: var(--cf-color-text);
  background: var(--cf-color-background);
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;

  &::placeholder { color: var(--cf-color-text-muted); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; }

  /* At least 16px keeps phones from zooming in on focus. */
  @media (pointer: coarse), (width < 520px) { font-size: 16px; }
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

export const ErrorLine = styled.p`
  margin: 0;
  color: var(--cf-color-danger);
  font-size: 13px;
`;

export const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 16px 0;
  color: var(--cf-color-text-muted);
  text-align: center;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** The heading's row, with who is typing beside it: one line, so that a notice never moves the comments. */
export const HeadingRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 12px;
  min-width: 0;
`;

export const TypingLine = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  color: var(--cf-color-text-muted);
  font-size: 13px;
  font-style: italic;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/**
 * Holds the '2 new comments' button without taking room in the list's flow (it floats over the gap
 * above the list), and keeps it in sight at the top of the screen while the reader is further down.
 */
export const NewCommentsBar = styled.div`
  position: sticky;
  top: 8px;
  z-index: 1;
  height: 0;
  display: flex;
  justify-content: center;
  margin-bottom: -16px;

  & > button { transform: translateY(-50%); }
`;

export const NewCommentsButton = styled(PrimaryButton)`
  min-height: 32px;
  padding: 4px 14px;
  border-radius: 999px;
  font-size: 13px;
  box-shadow: 0 2px 8px color-mix(in srgb, var(--cf-color-text) 25%, transparent);
`;
