import type { MessageOverrides } from '../../core/membership/messages';

/** The sections of the profile modal, by the names the `section` attribute takes. */
export const PROFILE_SECTIONS = ['profile', 'security', 'changePassword', 'plans', 'team'] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** What the modal shows: a section, or on a phone the list of sections. */
export type ProfileView = ProfileSection | 'nav';

/** Memberstack's modal parameters, as far as the profile modal reads them. */
export interface ProfileModalParams {
  hideCloseButton?: boolean;
  /** Per-modal wording, laid over the site's. */
  messages?: MessageOverrides;
}

export interface MsProfileModalProps {
  open?: boolean;
  section?: ProfileSection;
  hideCloseButton?: boolean;
  params?: ProfileModalParams;
  messages?: MessageOverrides;
}
