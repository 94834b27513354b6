import styled from 'styled-components';
import { mutedParagraph } from '../../kit/ui/text-styles';
import { OutlineButton } from '../../kit/ui/button';
import { Card } from '../../kit/ui/card';
import { colorSwatch } from '../../kit/form/field.styles';

/** The page lays itself out by its own width (the console's content column), not the window's. */
export const Page = styled.div`
  container-type: inline-size;
  display: grid;
  gap: 16px;
  color: var(--cf-color-text);
  /* Its own background: the texts between the cards keep their contrast on any page. */
  background: var(--cf-color-background);
`;

export const Intro = styled.p`
  ${mutedParagraph}
`;

/** Sections beside the preview where there is room for both modes' modals; the preview first above. */
export const Layout = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);

  @container (min-width: 980px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

export const Sections = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;

  @container (max-width: 979px) { order: 2; }
`;

export const SectionCard = styled(Card)`
  padding: 18px 18px 16px;

  @media (max-width: 480px) { padding: 14px 12px; }
`;

export const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  margin: 0 0 4px;
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 650;
`;

/** Which modes a section's settings serve: a quiet pill beside its title. */
export const ModeTag = styled.span`
  padding: 1px 9px;
  border: 1px solid var(--cf-color-border);
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  color: var(--cf-color-text-muted);
  background: var(--cf-color-surface-raised);
`;

/** The two modes' own settings: side by side where both fit, stacked (test first) on a phone. */
export const ModeColumns = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);

  @container (min-width: 700px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const ModeGroup = styled.section`
  display: grid;
  gap: 8px;
`;

export const ModeKey = styled.code`
  font-family: var(--cf-font-mono);
  font-size: 12px;
  overflow-wrap: anywhere;
`;

export const SectionLead = styled.p`
  margin: 0 0 14px;
  color: var(--cf-color-text-muted);
  font-size: 13px;
  line-height: 1.5;
`;

export const SaveRow = styled.div`
  display: flex;
  justify-content: flex-end;

  & > button { width: auto; min-width: 96px; padding: 0 18px; }
`;

/** One row of a list editor (a field, an origin, a price): its controls wrap on a phone. */
export const ListRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  padding: 10px 0;
  border-top: 1px solid var(--cf-color-border);

  &:first-child { border-top: 0; padding-top: 0; }
  & > [part~='field'] { flex: 1 1 160px; min-width: 0; }
`;

/** The height of a field's label line in a FieldsRow, and the gap under it (the field's own). */
const LABEL_LINE = 20;
const LABEL_GAP = 6;

/**
 * A list row whose fields line up by their labels, so a message under one input moves nothing
 * beside it; a button or swatch in the row stands level with the inputs (an origin's Remove).
 */
export const FieldsRow = styled(ListRow)`
  align-items: flex-start;

  & [part~='field'] > :first-child { line-height: ${LABEL_LINE}px; }
  & > button,
  & > input { margin-top: ${LABEL_LINE + LABEL_GAP}px; }
`;

/** A price's two Stripe price ids, test then live, kept together on one line where they fit. */
export const StripeIds = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  flex: 1 1 320px;
  min-width: 0;

  & > [part~='field'] { flex: 1 1 140px; min-width: 0; }
`;

/** A row's act beside its fields, as tall as they are. */
export const SmallButton = styled(OutlineButton).attrs({ $size: 'large' })`
  padding: 0 12px;
  font-size: 13px;
  white-space: nowrap;
`;

export const Select = styled.select`
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 8px;
  font: inherit;
  color: var(--cf-color-text);
  background: var(--cf-color-background);
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;

  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; }
  @media (pointer: coarse) { height: 44px; font-size: 16px; }
`;

/** A colour swatch beside the colour's text: the browser's picker. */
export const Swatch = styled.input`
  ${colorSwatch}
  width: 48px;
  padding: 2px;
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  font-size: 14px;

  & input { width: 18px; height: 18px; margin: 0; accent-color: var(--cf-color-primary); }
  &[aria-disabled='true'] { color: var(--cf-color-text-muted); }
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--cf-color-text-muted);
  font-size: 12px;
  line-height: 1.5;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

export const Preview = styled.aside`
  display: grid;
  gap: 10px;
  align-content: start;
  min-width: 0;

  /* Below the page's own sticky bar, whose height the page gives as --cf-sticky-top. */
  @container (min-width: 980px) {
    position: sticky;
    top: calc(var(--cf-sticky-top, 0px) + 12px);
  }
`;

export const PreviewFrames = styled.div`
  display: grid;
  gap: 12px;

  @container (min-width: 980px) { grid-template-columns: repeat(2, 272px); }
`;

export const PreviewFrame = styled.figure`
  margin: 0;
  display: grid;
  gap: 6px;
  min-width: 0;

  & > figcaption {
    font-size: 12px;
    color: var(--cf-color-text-muted);
    overflow-wrap: anywhere;
  }
  /* The modal drawn smaller beside its twin, as a picture of what a visitor sees. */
  & ms-login-modal { display: block; }
  @container (min-width: 980px) { & ms-login-modal { zoom: 0.7; } }
  @container (max-width: 979px) { &[data-hidden='true'] { display: none; } }
`;

export const ModeSwitch = styled.div`
  display: inline-flex;
  justify-self: start;
  padding: 2px;
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;

  & > button {
    font: inherit;
    font-size: 13px;
    padding: 5px 14px;
    color: var(--cf-color-text-muted);
    background: none;
    border: 0;
    border-radius: 6px;
    cursor: pointer;
  }
  & > button[aria-pressed='true'] { color: var(--cf-color-on-primary); background: var(--cf-color-primary); }
  & > button:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: 2px; }
  @container (min-width: 980px) { display: none; }
`;

/** A saved field's key, which stays as it is. */
export const KeyText = styled.code`
  display: flex;
  align-items: center;
  height: 40px;
  font-family: var(--cf-font-mono);
  font-size: 13px;
  color: var(--cf-color-text-muted);
`;
