import styled from 'styled-components';
import { consoleControl, OutcomeNote } from '../../kit/console/console-controls';
import { visuallyHidden } from '../../kit/ui/text-styles';
import { flexRow } from '../../kit/ui/layout';
import { cardSurface } from '../../kit/ui/card';

export const Header = styled.header`
  display: grid;
  gap: 10px;
  margin-bottom: 20px;
`;

export const BackLink = styled.a`
  justify-self: start;
  font-size: 13px;
  color: var(--cf-color-text-muted);
  text-decoration: none;
  &:hover { color: var(--cf-color-primary); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; border-radius: 4px; }
`;

export const TitleRow = styled.div`
  ${flexRow({ gap: '8px 12px', align: 'center' })}
`;

export const Title = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 650;
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  margin: 0;
  font-size: 13px;
  color: var(--cf-color-text-muted);
  overflow-wrap: anywhere;
`;

export const Mono = styled.span`
  font-family: var(--cf-font-mono);
  font-size: 12px;
`;

export const ActionRow = styled.div`
  ${flexRow({ gap: '8px' })}
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  align-items: start;

  @media (max-width: 860px) { grid-template-columns: minmax(0, 1fr); }
`;

export const Card = styled.section`
  min-width: 0;
  padding: 16px 18px 18px;
  ${cardSurface}

  h2 {
    ${flexRow({ gap: '8px', align: 'baseline', spread: true, wrap: false })}
    margin: 0 0 12px;
    font-size: 14px;
    font-weight: 600;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, auto) minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  font-size: 14px;

  dt { color: var(--cf-color-text-muted); }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

export const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;

  li {
    ${flexRow({ gap: '6px 12px', align: 'center', spread: true })}
    padding: 8px 10px;
    background: var(--cf-color-surface-raised);
    border-radius: 8px;
  }
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 14px;
  color: var(--cf-color-text-muted);
`;

export const Small = styled.span`
  font-size: 12px;
  color: var(--cf-color-text-muted);
`;

export const InlineForm = styled.form`
  ${flexRow({ gap: '8px' })}
  margin-top: 12px;

  select {
    ${consoleControl}
    flex: 1 1 180px;
    min-width: 0;
    height: 32px;
    padding: 0 8px;
  }
`;

export const Status = styled(OutcomeNote)`
  margin-bottom: 16px;
  padding: 10px 12px;
  font-size: 14px;
`;

export const HiddenLabel = styled.label`${visuallyHidden}`;

/** A term and its value, kept together for the list's grid. */
export const FieldPair = styled.div`
  display: contents;
`;

export const PlanState = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
