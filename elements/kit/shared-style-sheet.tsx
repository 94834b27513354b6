import type { ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import { styledSheet } from './shared-styles';

/**
 * Every style-only prop of ours is transient (`$name`) and TypeScript checks the rest against the
 * DOM element, so every prop goes through. Saying so also keeps styled-components from guessing in
 * development, where it takes the valid `part` attribute for an unknown prop.
 */
const forwardEveryProp = () => true;

/** Renders `children` into the one styled-components sheet every shadow root of ours adopts. */
export function SharedStyleSheet({ children }: { children: ReactNode }) {
  return (
    <StyleSheetManager sheet={styledSheet} shouldForwardProp={forwardEveryProp}>
      {children}
    </StyleSheetManager>
  );
}
