/**
 * The app's full-page loading indicator as plain CSS: the dashboard's overlay wears it, and so does
 * the indicator the app's HTML page shows before any script has run (tools/build/boot-indicator.ts),
 * so that one can hand over to the other with nothing moving.
 */

/** One turn of the spinner. */
export const SPINNER_TURN_MS = 800;

export const overlayLayout = `
  position: fixed;
  inset: 0;
  z-index: 30;
  display: grid;
  place-items: center;
`;

/** The spinner, drawn by the overlay's `::after`; its animation is the caller's (a named keyframes). */
export const spinnerLook = `
  content: '';
  width: 36px;
  height: 36px;
  border: 3px solid var(--cf-color-border);
  border-top-color: var(--cf-color-primary);
  border-radius: 50%;
`;
