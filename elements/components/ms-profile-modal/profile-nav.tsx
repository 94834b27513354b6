import { useState } from 'react';
import type { Messages } from '../../core/membership/messages';
import { openBillingPortal } from './billing-portal';
import { MenuItem, MenuList } from './ms-profile-modal.styles';
import { LogoutItem, MENU_LABELS, type MenuSection } from './profile-menu';

export interface ProfileNavProps {
  messages: Messages;
  /** The sections the desktop menu offers this member, in its order. */
  sections: MenuSection[];
  showBillingPortal: boolean;
  go: (section: MenuSection) => void;
  logout: () => void;
  loggingOut: boolean;
  showError: (error: unknown) => void;
}

const Chevron = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
  </svg>
);

/**
 * Phone: the list the modal opens on, each a full-width row: the sections the desktop menu offers
 * (Profile, Security, and Plans and Team where the member has them), then Billing Portal and Logout.
 */
export function ProfileNav({
  messages,
  sections,
  showBillingPortal,
  go,
  logout,
  loggingOut,
  showError,
}: ProfileNavProps) {
  const [openingPortal, setOpeningPortal] = useState(false);
  const billingPortal = async () => {
    setOpeningPortal(true);
    try {
      await openBillingPortal();
    } catch (error) {
      showError(error);
      setOpeningPortal(false);
    }
  };
  return (
    <nav aria-label={messages.message('profile.menu.label')} part="menu">
      <MenuList>
        {sections.map((section) => (
          <li key={section}>
            <MenuItem onClick={() => go(section)}>
              {messages.message(MENU_LABELS[section])}
              <Chevron />
            </MenuItem>
          </li>
        ))}
        {showBillingPortal && (
          <li>
            <MenuItem disabled={openingPortal} aria-busy={openingPortal} onClick={() => void billingPortal()}>
              {messages.message('profile.menu.billingPortal')}
            </MenuItem>
          </li>
        )}
        <LogoutItem messages={messages} logout={logout} loggingOut={loggingOut} />
      </MenuList>
    </nav>
  );
}
