import type { MessageKey, Messages } from '../../core/membership/messages';
import { MenuItem, MenuList } from './ms-profile-modal.styles';
import type { ProfileSection } from './ms-profile-modal.props';

/** The menu entry of each section that has one; Change Password is reached from Security. */
export const MENU_LABELS: Record<Exclude<ProfileSection, 'changePassword'>, MessageKey> = {
  profile: 'profile.menu.profile',
  security: 'profile.menu.security',
  plans: 'profile.menu.plans',
  team: 'profile.menu.team',
};

export type MenuSection = keyof typeof MENU_LABELS;

export interface ProfileMenuProps {
  messages: Messages;
  sections: MenuSection[];
  current: ProfileSection;
  go: (section: MenuSection) => void;
  logout: () => void;
  loggingOut: boolean;
}

/** Desktop: the sections beside the one shown, then Logout. The current entry is aria-current. */
export function ProfileMenu({ messages, sections, current, go, logout, loggingOut }: ProfileMenuProps) {
  // Change Password belongs to Security.
  const marked = current === 'changePassword' ? 'security' : current;
  return (
    <nav aria-label={messages.message('profile.menu.label')} part="menu">
      <MenuList>
        {sections.map((section) => (
          <li key={section}>
            <MenuItem aria-current={section === marked ? 'true' : undefined} onClick={() => go(section)}>
              {messages.message(MENU_LABELS[section])}
            </MenuItem>
          </li>
        ))}
        <LogoutItem messages={messages} logout={logout} loggingOut={loggingOut} />
      </MenuList>
    </nav>
  );
}

/** The last entry of the menu and of the phone's list: busy while the sign-out is sent. */
export function LogoutItem({
  messages,
  logout,
  loggingOut,
}: Pick<ProfileMenuProps, 'messages' | 'logout' | 'loggingOut'>) {
  return (
    <li>
      <MenuItem disabled={loggingOut} aria-busy={loggingOut} onClick={logout}>
        {messages.message('profile.menu.logout')}
      </MenuItem>
    </li>
  );
}
