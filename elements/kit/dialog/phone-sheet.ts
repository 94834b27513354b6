/** Below this width a dialog fills the screen as a sheet, or (`fit`) keeps to its content. */
export const PHONE_BREAKPOINT = '520px';

/** A dialog that fills a phone's screen: no margin to the edges, so no border, corners or shadow. */
export const PHONE_SHEET = `
  @media (width < ${PHONE_BREAKPOINT}) {
    width: 100%;
    height: 100%;
    max-height: none;
    border: none;
    border-radius: 0;
    box-shadow: none;
  }
`;
