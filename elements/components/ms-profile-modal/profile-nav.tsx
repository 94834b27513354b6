import { useState } from 'react';
import type { Messages } from '../../core/membership/messages';
import { openBillingPortal } from './billing-portal';
import { MenuItem, MenuList } from './ms-profile-modal.styles';
import { LogoutItem, MENU_LABELS } from './profile-menu';

export interface ProfileNavProps {
  messages: Messages;
  showProfile: boolean;
  showBillingPortal: boolean;
  go: (section: 'profile' | 'security') => void;
  logout: () => void;
  loggingOut: boolean;
  showError: (error: unknown) => void;
}

const Chevron = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
  </svg>
);

/** Phone: the list the modal opens on, Profile, Security, Billing Portal and Logout, each a full-width row. */
export function ProfileNav({
  messages,
  showProfile,
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
        {showProfile && (
          <li>
            <MenuItem onClick={() => go('profile')}>
              {messages.message(MENU_LABELS.profile)}
              <Chevron />
            </MenuItem>
          </li>
        )}
        <li>
          <MenuItem onClick={() => go('security')}>
            {messages.message(MENU_LABELS.security)}
            <Chevron />
          </MenuItem>
        </li>
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
