import type { App } from '../../core/membership/types';

/** Memberstack's primary button colour for an app without branding. */
export const DEFAULT_BRAND_COLOUR = 'rgb(41, 98, 255)';

/** The colour of a membership modal's primary button: the app's branding, else the default. */
export const brandColour = (app: App | null): string =>
  app?.branding?.colors?.lightMode?.primaryButton ?? DEFAULT_BRAND_COLOUR;
