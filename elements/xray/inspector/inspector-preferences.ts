/**
 * What the inspector remembers across page loads: whether its sidebar is
 * open, on which side, which tab, and whether X-ray is on (on by default). Kept in localStorage as
 * one JSON value; anything unreadable falls back to the defaults field by field.
 */
import { oneOf } from '../../core/one-of';

export type InspectorSide = 'right' | 'left';
export type InspectorTab = 'inspector' | 'member' | 'app';

export const INSPECTOR_TABS: readonly InspectorTab[] = ['inspector', 'member', 'app'];

export interface InspectorPreferences {
  /** The developer sidebar is open (the badge then reads 'Hide Inspector'). */
  visible: boolean;
  side: InspectorSide;
  tab: InspectorTab;
  /** Outlines over the page's found, error and warning elements. */
  xray: boolean;
}

/** The localStorage key. */
export const PREFERENCES_KEY = 'chainforge.inspector';

export const DEFAULT_PREFERENCES: Readonly<InspectorPreferences> = {
  visible: false,
  side: 'right',
  tab: 'inspector',
  xray: true,
};

export function parsePreferences(stored: string | null): InspectorPreferences {
  let value: unknown = null;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    value = null;
  }
  const saved = (value && typeof value === 'object' ? value : {}) as Partial<
    Record<keyof InspectorPreferences, unknown>
  >;
  return {
    visible: typeof saved.visible === 'boolean' ? saved.visible : DEFAULT_PREFERENCES.visible,
    side: oneOf(['left', 'right'], saved.side, DEFAULT_PREFERENCES.side),
    tab: oneOf(INSPECTOR_TABS, saved.tab, DEFAULT_PREFERENCES.tab),
    xray: typeof saved.xray === 'boolean' ? saved.xray : DEFAULT_PREFERENCES.xray,
  };
}

export function serializePreferences(preferences: InspectorPreferences): string {
  const { visible, side, tab, xray } = preferences;
  return JSON.stringify({ visible, side, tab, xray });
}
