/** The sidebar reads the inspector's state (elements/xray/inspector/inspector-store.ts); it takes only the theme. */
export type XraySidebarProps = Record<never, never>;
