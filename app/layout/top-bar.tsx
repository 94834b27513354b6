import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { membershipStore } from '../../elements/kit/membership/membership-store';
import { OutlineButton } from '../../elements/kit/ui/button';
import { showAlert } from '../alerts/alert-store';
import { LOGIN_PATH } from '../routing/routes';
import { signOut } from '../session';
import { authStore } from '../stores/auth-store';
import { themeStore } from '../theme-store';
import { AppBar, BarButton, BarIconButton, ThemeToggle } from './app-bar';
import { BrandMark } from './brand-mark';
import { AccountIcon, CloseMenuIcon, MenuIcon } from './icons';
import { PHONE_LAYOUT } from './layout-sizes';
import { useRemoteData } from '../../elements/kit/use-remote-data';

const Brand = styled.span`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-right: auto;
  font-weight: 700;
  font-size: 16px;
  white-space: nowrap;

  /* The smallest phones keep the mark; the name would push the buttons off the screen. */
  @media (max-width: 360px) {
    span { display: none; }
  }
`;

const MenuButton = styled(BarIconButton)`
  display: none;

  @media (max-width: ${PHONE_LAYOUT}px) { display: grid; }
`;

const AccountButton = styled(OutlineButton)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 36px;

  @media (max-width: 420px) {
    width: 36px;
    padding: 0;
    justify-content: center;

    span { display: none; }
  }
`;

// Imported here rather than through the CDN script's list of loaders, which names the dashboard's
// own elements too: importing those both ways leaves Vite unable to split them off, and it says so.
const loadProfileModal = () => import('../../elements/components/ms-profile-modal/ms-profile-modal');

/**
 * The member's account (`ms-profile-modal`), mounted while open; it settles with `ms-modal-result`.
 * Its code loads on the first open.
 */
function ProfileModal({ onClosed }: { onClosed: () => void }) {
  const { theme } = useSnapshot(themeStore);
  const modal = useRef<HTMLElement>(null);
  const modalCode = useRemoteData({
    load: loadProfileModal,
    failure: { message: 'The account dialog could not be loaded.' },
    perAccount: false,
  });
  const ready = modalCode.status === 'loaded';
  const failed = modalCode.status === 'error';
  useEffect(() => {
    if (!failed) return;
    showAlert('error', 'Your account could not be opened. Check your connection and try again.');
    onClosed();
  }, [failed, onClosed]);
  // The element exists only once its code is here: listen from the moment it is rendered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: ready is when modal.current appears.
  useEffect(() => {
    const element = modal.current;
    element?.addEventListener('ms-modal-result', onClosed);
    return () => element?.removeEventListener('ms-modal-result', onClosed);
  }, [onClosed, ready]);
  return ready ? <ms-profile-modal ref={modal} theme={theme} /> : null;
}

/**
 * The top bar: the menu button on phones, the theme toggle (dark by default), the account button
 * (a signed-in member's profile modal) and Login or Logout.
 */
export function TopBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { isAuthenticated } = useSnapshot(authStore);
  const { member } = useSnapshot(membershipStore);
  const [profileOpen, setProfileOpen] = useState(false);
  const closeProfile = useCallback(() => setProfileOpen(false), []);
  const [, navigate] = useLocation();

  const logout = async () => {
    await signOut();
    navigate(LOGIN_PATH);
  };

  return (
    <AppBar>
      <MenuButton
        type="button"
        aria-label={menuOpen ? 'Close menu' : 'Menu'}
        aria-expanded={menuOpen}
        aria-controls="side-nav"
        onClick={onToggleMenu}
      >
        {menuOpen ? <CloseMenuIcon /> : <MenuIcon />}
      </MenuButton>
      <Brand>
        <BrandMark />
        <span>Chain Forge</span>
      </Brand>
      <ThemeToggle />
      {isAuthenticated && member && (
        <AccountButton type="button" aria-label="Account" aria-haspopup="dialog" onClick={() => setProfileOpen(true)}>
          <AccountIcon />
          <span>Account</span>
        </AccountButton>
      )}
      {isAuthenticated ? (
        <BarButton type="button" onClick={() => void logout()}>
          Logout
        </BarButton>
      ) : (
        <BarButton type="button" onClick={() => navigate(LOGIN_PATH)}>
          Login
        </BarButton>
      )}
      {profileOpen && <ProfileModal onClosed={closeProfile} />}
    </AppBar>
  );
}
