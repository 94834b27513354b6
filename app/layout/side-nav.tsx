import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { themeDeclarations } from '../../elements/kit/theme-tokens';
import { channelFromSearch, channels, type Channel } from '../routing/routes';
import { permissionStore } from '../stores/permission-store';
import { CentralIcon, EastIcon, HistoryIcon, HomeIcon, LayersIcon, PackageIcon, SettingsIcon, WestIcon } from './icons';
import { PHONE_LAYOUT, RAIL_WIDTH, DRAWER_WIDTH } from './layout-sizes';

const CHANNEL_ICONS: Record<Channel, () => ReactNode> = {
  total: LayersIcon,
  east: EastIcon,
  west: WestIcon,
  central: CentralIcon,
  amzn: PackageIcon,
};

/** Labels show only at the drawer's full width: a collapsed rail shows icons, never cut-off words. */
const expanded = css`
  width: ${DRAWER_WIDTH}px;
  box-shadow: 8px 0 24px -8px rgb(0 0 0 / 0.5);

  [data-label] { opacity: 1; }
  [data-group-title] { opacity: 1; }
  [data-group-rule] { opacity: 0; }
`;

const Rail = styled.nav<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 20;
  display: flex;
  flex-direction: column;
  width: ${RAIL_WIDTH}px;
  overflow: hidden auto;
  overscroll-behavior: contain;
  /* The navigation is dark in both themes: it wears the dark theme's tokens whatever the page's. */
  ${themeDeclarations('dark')}
  background: #10131a;
  color: var(--cf-color-text);
  border-right: 1px solid var(--cf-color-border);
  transition: width 150ms ease, box-shadow 150ms ease;

  @media (hover: hover) and (min-width: ${PHONE_LAYOUT + 1}px) {
    &:hover { ${expanded} }
  }
  @media (min-width: ${PHONE_LAYOUT + 1}px) {
    &:focus-within { ${expanded} }
  }

  @media (max-width: ${PHONE_LAYOUT}px) {
    top: 56px;
    width: ${DRAWER_WIDTH}px;
    max-width: 85vw;
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition: transform 180ms ease, visibility 180ms;
    ${expanded}
  }

  @media (prefers-reduced-motion: reduce) { transition: none; }
  @media print { display: none; }
`;

const Group = styled.div`
  position: relative;
  padding: 6px 0;
`;

const GroupTitle = styled.div`
  height: 28px;
  padding: 8px 20px 0;
  font-size: 11px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: var(--cf-color-text-muted);
  white-space: nowrap;
  opacity: 0;
  transition: opacity 120ms ease;
`;

/** Where the group title stands when the rail is collapsed: a short rule between the groups. */
const GroupRule = styled.span`
  position: absolute;
  top: 20px;
  left: 16px;
  width: 24px;
  border-top: 1px solid var(--cf-color-border);
  transition: opacity 120ms ease;
`;

const itemBox = css`
  display: flex;
  align-items: center;
  gap: 18px;
  height: 40px;
  margin: 2px 8px;
  padding: 0 10px;
  border-radius: 8px;
  white-space: nowrap;
  text-decoration: none;

  svg { flex: none; }
`;

const Item = styled(Link)<{ $active?: boolean }>`
  ${itemBox}
  color: ${({ $active }) => ($active ? 'var(--cf-color-primary)' : 'var(--cf-color-text)')};
  background: ${({ $active }) => ($active ? 'color-mix(in srgb, var(--cf-color-primary) 14%, transparent)' : 'none')};

  &:hover { background: var(--cf-color-surface-raised); }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: -2px; }
`;

const DisabledItem = styled.span`
  ${itemBox}
  color: var(--cf-color-text-muted);
  opacity: 0.7;
  cursor: not-allowed;
`;

const Label = styled.span`
  opacity: 0;
  transition: opacity 120ms ease;
`;

function NavLink({
  href,
  active,
  icon,
  label,
  onNavigate,
}: {
  href: string;
  active: boolean;
  icon: ReactNode;
  label: string;
  onNavigate: () => void;
}) {
  return (
    <Item href={href} $active={active} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      {icon}
      <Label data-label="">{label}</Label>
    </Item>
  );
}

function NavGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Group role="group" aria-labelledby={id}>
      <GroupRule data-group-rule="" aria-hidden="true" />
      <GroupTitle id={id} data-group-title="">
        {title}
      </GroupTitle>
      {children}
    </Group>
  );
}

/** The chat agent's pages, in the order the navigation lists them. */
const CHAT_AGENT_PAGES = [
  { href: '/agent/settings', Icon: SettingsIcon, label: 'Settings' },
  { href: '/agent/chat-history', Icon: HistoryIcon, label: 'Chat History' },
] as const;

/**
 * The dark side navigation: a 56px rail of icons that opens to 256px with labels on hover or
 * keyboard focus; on phones a drawer the top bar's menu button toggles. Home, then 'Chat Agent'
 * with a chat permission and 'Supply Chain' with a supply-chain permission.
 */
export function SideNav({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { hasCnfg, hasCtfd } = useSnapshot(permissionStore);
  const [path] = useLocation();
  const activeChannel = channelFromSearch(useSearch());
  const onOverview = path === '/supply-chain/overview';

  return (
    <Rail id="side-nav" aria-label="Main" $open={open}>
      <Group>
        <NavLink href="/" active={path === '/'} icon={<HomeIcon />} label="Home" onNavigate={onNavigate} />
      </Group>
      {hasCtfd && (
        <NavGroup id="nav-chat-agent" title="Chat Agent">
          {CHAT_AGENT_PAGES.map(({ href, Icon, label }) => (
            <NavLink
              key={href}
              href={href}
              active={path === href}
              icon={<Icon />}
              label={label}
              onNavigate={onNavigate}
            />
          ))}
        </NavGroup>
      )}
      {hasCnfg && (
        <NavGroup id="nav-supply-chain" title="Supply Chain">
          {channels.map((channel) => {
            const Icon = CHANNEL_ICONS[channel.value];
            return channel.disabled ? (
              <DisabledItem key={channel.value} aria-disabled="true" title={`${channel.label} is not available`}>
                <Icon />
                <Label data-label="">{channel.label}</Label>
              </DisabledItem>
            ) : (
              <NavLink
                key={channel.value}
                href={`/supply-chain/overview?channel=${channel.value}`}
                active={onOverview && activeChannel === channel.value}
                icon={<Icon />}
                label={channel.label}
                onNavigate={onNavigate}
              />
            );
          })}
        </NavGroup>
      )}
    </Rail>
  );
}
