import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { OutlineButton } from '../../elements/kit/ui/button';
import { authStore } from '../stores/auth-store';
import { LOGIN_PATH } from '../routing/routes';
import { endSession } from '../session';
import { themeStore, toggleTheme } from '../theme-store';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 56px;
  padding: 0 24px;
  border-bottom: 1px solid var(--cf-color-border);
  background: var(--cf-color-surface);
`;

const Brand = styled.span`
  font-weight: 700;
  font-size: 16px;
  margin-right: auto;
`;

const MenuButton = styled(OutlineButton)`
  display: none;

  @media (max-width: 720px) {
    display: inline-block;
  }
`;

/** The top bar: the theme toggle (dark by default) and the Login or Logout button. */
export function TopBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { theme } = useSnapshot(themeStore);
  const { isAuthenticated } = useSnapshot(authStore);
  const [, navigate] = useLocation();

  const logout = () => {
    endSession();
    navigate(LOGIN_PATH);
  };

  return (
    <Bar>
      <MenuButton type="button" aria-expanded={menuOpen} aria-controls="side-nav" onClick={onToggleMenu}>
        Menu
      </MenuButton>
      <Brand>Chain Forge</Brand>
      <OutlineButton
        type="button"
        onClick={toggleTheme}
        aria-label={`Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`}
      >
        {theme === 'dark' ? 'Light' : 'Dark'}
      </OutlineButton>
      {isAuthenticated ? (
        <OutlineButton type="button" onClick={logout}>
          Logout
        </OutlineButton>
      ) : (
        <OutlineButton type="button" onClick={() => navigate(LOGIN_PATH)}>
          Login
        </OutlineButton>
      )}
    </Bar>
  );
}
