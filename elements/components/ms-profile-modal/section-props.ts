import type { Messages } from '../../core/membership/messages';
import type { App, Member } from '../../core/membership/types';
import type { ProfileView } from './ms-profile-modal.props';

/** What every section of the profile modal is given by the modal. */
export interface SectionProps {
  app: App;
  /** The signed-in member as last known; a section that changes the member stores the fresher record. */
  member: Member;
  messages: Messages;
  go: (view: ProfileView) => void;
  showError: (error: unknown) => void;
  showSuccess: (text: string) => void;
}
