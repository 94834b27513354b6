import styled from 'styled-components';
import { colorSwatch, Input } from '../../../elements/kit/form/field.styles';
import { bareList } from '../../../elements/kit/ui/text-styles';
import { Muted, Panel } from '../../layout/page-parts';
import { flexRow } from '../../../elements/kit/ui/layout';

export const Lead = styled(Muted)`
  margin: -12px 0 20px;
  max-width: 70ch;
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(340px, 440px);
  gap: 24px;
  align-items: start;

  @media (max-width: 1100px) { grid-template-columns: minmax(0, 1fr); }
`;

export const Form = styled.form`
  display: grid;
  gap: 20px;
  min-width: 0;
`;

export const Fields = styled.div`
  display: grid;
  gap: 16px;
`;

export const TextArea = styled(Input).attrs({ as: 'textarea' })`
  height: auto;
  min-height: 76px;
  max-height: 260px;
  padding: 9px 12px;
  line-height: 1.45;
  resize: vertical;
  field-sizing: content;
`;

export const Hint = styled.span`
  font-size: 12px;
  font-weight: 400;
  color: var(--cf-color-text-muted);
`;

export const LabelRow = styled.div`
  ${flexRow({ gap: '12px', align: 'baseline', spread: true, wrap: false })}
`;

export const PromptList = styled.ol`
  display: grid;
  gap: 10px;
  ${bareList}

  li { display: grid; gap: 4px; }
`;

export const PromptRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  > span {
    flex: none;
    width: 22px;
    color: var(--cf-color-text-muted);
    font-size: 13px;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  input { flex: 1 1 auto; min-width: 0; }
`;

export const ColorGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: 14px 18px;
`;

export const ColorRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  input[type='color'] {
    ${colorSwatch}
    flex: none;
    width: 40px;
    padding: 3px;
  }
  input[type='text'] { flex: 1 1 auto; min-width: 0; font-family: var(--cf-font-mono); font-size: 13px; }
`;

export const Actions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 10px 12px;
  padding: 12px 16px;
  background: color-mix(in srgb, var(--cf-color-surface) 92%, transparent);
  backdrop-filter: blur(6px);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  box-shadow: var(--cf-shadow);

  > p { flex: 1 1 auto; margin: 0; color: var(--cf-color-text-muted); font-size: 13px; }
  > button[type='submit'] { width: auto; min-width: 140px; padding: 0 18px; }

  /* On a phone a bar that stays would cover a third of the form: it ends the form instead. */
  @media (max-width: 720px) {
    position: static;
    > p { flex-basis: 100%; }
    > button[type='submit'] { flex: 1 1 auto; }
  }
`;

export const Preview = styled.aside`
  position: sticky;
  top: 76px;
  display: grid;
  gap: 10px;
  min-width: 0;

  h2 { margin: 0; font-size: 15px; font-weight: 600; }

  @media (max-width: 1100px) { position: static; }
`;

export const Notice = styled(Panel)`
  display: grid;
  gap: 8px;
  max-width: 640px;

  h2 { margin: 0; font-size: 16px; }
`;
