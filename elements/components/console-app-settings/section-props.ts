import type { ConsoleAppSettings } from '../../../contract/console-app-settings';

export type SectionName = 'plans' | 'custom-fields' | 'sign-in' | 'test-mode' | 'live-mode' | 'branding' | 'redirects';

/** What every section gets from the page: the saved settings, the draft, and how to change and save it. */
export interface SectionProps {
  saved: ConsoleAppSettings;
  draft: ConsoleAppSettings;
  change: (update: (draft: ConsoleAppSettings) => ConsoleAppSettings) => void;
  /**
   * Sends one section: on success the page takes the answer as saved and `adopt` says what of it
   * replaces the draft (the section's own part: other sections' unsaved changes stay); on failure
   * nothing of the draft is lost.
   */
  save: (
    section: SectionName,
    request: () => Promise<ConsoleAppSettings>,
    adopt: (answer: ConsoleAppSettings, draft: ConsoleAppSettings) => ConsoleAppSettings,
  ) => Promise<void>;
}

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
