import { LABEL_MAX_WIDTH, type LabelPlacement, type OverlayKind } from './overlay-layout';

/** How the X-ray outlines and their tooltips look, in the layer's shadow root where the page's CSS cannot reach. */
const COLOURS: Readonly<Record<OverlayKind, { line: string; fill: string; ink: string }>> = {
  found: { line: '#22c55e', fill: '#15803d', ink: '#ffffff' },
  error: { line: '#ef4444', fill: '#dc2626', ink: '#ffffff' },
  warning: { line: '#facc15', fill: '#facc15', ink: '#1c1917' },
};

const STYLES = `
.outline {
  position: absolute;
  box-sizing: border-box;
  border: 2px solid var(--line);
  border-radius: 4px;
  background: color-mix(in srgb, var(--line) 7%, transparent);
  pointer-events: none;
  contain: style;
}
.outline[hidden] { display: none; }
.fixed { position: fixed; }
${Object.entries(COLOURS)
  .map(([kind, colour]) => `.${kind} { --line: ${colour.line}; --fill: ${colour.fill}; --ink: ${colour.ink}; }`)
  .join('\n')}
.label {
  position: absolute;
  left: -2px;
  bottom: calc(100% + 2px);
  box-sizing: border-box;
  max-width: ${LABEL_MAX_WIDTH}px;
  padding: 1px 6px;
  border-radius: 4px 4px 0 0;
  background: var(--fill);
  color: var(--ink);
  font: 600 11px/16px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  letter-spacing: 0;
  text-align: left;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
.active { z-index: 2147482000 !important; }
.active > .label {
  width: max-content;
  max-width: var(--full) !important;
  white-space: normal;
  overflow-wrap: anywhere;
}
.below > .label { bottom: auto; top: calc(100% + 2px); border-radius: 0 0 4px 4px; }
.end > .label { left: auto; right: -2px; }
`;

let sheet: CSSStyleSheet | null = null;

/** One stylesheet for the layer, made on first use and adopted by its shadow root. */
export function overlaySheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLES);
  }
  return sheet;
}

/** The layer element's own style, inline and complete, so that no page rule moves or clips it. */
export const LAYER_STYLE =
  'position:absolute;top:0;left:0;width:0;height:0;margin:0;padding:0;border:0;overflow:visible;' +
  'display:block;visibility:visible;pointer-events:none;z-index:auto;transform:none;contain:none';

export function outlineClass(kind: OverlayKind, fixed: boolean, placement: LabelPlacement, active: boolean): string {
  return `outline ${kind}${fixed ? ' fixed' : ''}${placement.vertical === 'below' ? ' below' : ''}${
    placement.horizontal === 'end' ? ' end' : ''
  }${active ? ' active' : ''}`;
}
