/**
 * The outlined button's look as plain CSS declarations, in a module that imports nothing: the kit's
 * `OutlineButton` wears it, and so does the button of the app's HTML page when the app could not
 * load (tools/build/boot-indicator.ts), which is styled before any of our script has run.
 */
export const outlineButtonLook = `
  font: inherit;
  color: var(--cf-color-text);
  background: transparent;
  border: 1px solid var(--cf-color-border);
  border-radius: 8px;
  padding: 5px 12px;
  cursor: pointer;
`;
