/** The side navigation: a rail of icons that opens to a drawer with labels. */
export const RAIL_WIDTH = 56;
export const DRAWER_WIDTH = 256;

/** At or below this width the rail gives way to a menu button and a drawer over the page. */
export const PHONE_LAYOUT = 720;

export const TOP_BAR_HEIGHT = 56;
