import styled, { css } from 'styled-components';

/** The look of every card and page section: the surface, a hairline border, the theme's radius and shadow. */
export const cardSurface = css`
  background: var(--cf-color-surface);
  border: 1px solid var(--cf-color-border);
  border-radius: var(--cf-radius);
  box-shadow: var(--cf-shadow);
`;

/** The box of every dashboard card: surface, hairline border, the theme's radius and shadow. */
export const Card = styled.section`
  position: relative;
  height: 100%;
  box-sizing: border-box;
  ${cardSurface}
  overflow: hidden;
`;

export const CardBody = styled.div`
  padding: 18px 20px 20px;
`;

export const CardTitle = styled.h2`
  margin: 0 0 14px;
  font-size: 15px;
  font-weight: 600;
`;

/** A card's one big figure. */
export const HeadlineFigure = styled.div`
  font-size: 30px;
  font-weight: 700;
  line-height: 1.15;
  letter-spacing: -0.01em;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const FigureLabel = styled.div`
  color: var(--cf-color-text-muted);
  font-size: 13px;
`;

/** Label and value rows: a `<dl>` of `<div><dt/><dd/></div>`. */
export const FigureList = styled.dl`
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 6px 0;
    border-bottom: 1px solid var(--cf-color-border);
  }
  div:last-child { border-bottom: none; }
  dt { color: var(--cf-color-text); }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;
