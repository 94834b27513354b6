import styled from 'styled-components';
import { OutlineButton } from '../../../elements/kit/ui/button';
import { bareButton, bareList } from '../../../elements/kit/ui/text-styles';
import { Panel } from '../../layout/page-parts';
import { flexRow } from '../../../elements/kit/ui/layout';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 360px) minmax(0, 1fr);
  gap: 20px;
  align-items: start;

  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

export const ListPanel = styled(Panel)`
  padding: 8px;

  @media (max-width: 720px) { padding: 6px; }
`;

export const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 2px;
`;

export const Item = styled.button`
  display: grid;
  gap: 3px;
  width: 100%;
  padding: 10px 12px;
  ${bareButton}
  border-radius: 10px;

  strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span { font-size: 12.5px; color: var(--cf-color-text-muted); }

  &:hover { background: var(--cf-color-surface-raised); }
  &[aria-current='true'] {
    background: color-mix(in srgb, var(--cf-color-primary) 14%, transparent);
    box-shadow: inset 3px 0 0 var(--cf-color-primary);
  }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: -2px; }
`;

export const TranscriptPanel = styled(Panel)`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

export const TranscriptHeader = styled.header`
  ${flexRow({ gap: '8px 16px', align: 'flex-start', spread: true })}
  padding-bottom: 12px;
  border-bottom: 1px solid var(--cf-color-border);

  h2 { margin: 0 0 4px; font-size: 17px; overflow-wrap: anywhere; }
  p { margin: 0; font-size: 13px; color: var(--cf-color-text-muted); }
  > div:first-child { min-width: 0; flex: 1 1 16em; }
`;

export const Buttons = styled.div`
  ${flexRow({ gap: '8px' })}
`;

export const DangerButton = styled(OutlineButton)`
  --button-tone: var(--cf-color-danger);
  color: var(--cf-color-danger);
  border-color: color-mix(in srgb, var(--cf-color-danger) 55%, transparent);
`;

export const DangerSolid = styled(OutlineButton)`
  --button-tone: #b91c1c;
  color: #fff;
  font-weight: 600;
  background: #b91c1c;
  border-color: #b91c1c;

  &:hover:not(:disabled) { background: #991b1b; border-color: #991b1b; }
`;

export const Confirm = styled.div`
  ${flexRow({ gap: '8px 12px', align: 'center' })}
  width: 100%;
  padding: 10px 12px;
  background: color-mix(in srgb, var(--cf-color-danger) 10%, var(--cf-color-surface));
  border: 1px solid color-mix(in srgb, var(--cf-color-danger) 45%, transparent);
  border-radius: 10px;

  > span { flex: 1 1 14em; }
`;

export const Empty = styled(Panel)`
  display: grid;
  gap: 8px;
  max-width: 640px;

  h2 { margin: 0; font-size: 16px; }
`;
