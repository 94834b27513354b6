import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { permissionStore } from '../stores/permission-store';
import { channelFromSearch, channels } from '../routing/routes';
import { themeDeclarations } from '../../elements/kit/theme-tokens';

const Rail = styled.nav<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 20;
  width: 56px;
  overflow: hidden;
  /* The navigation is dark in both themes: it wears the dark theme's tokens whatever the page's. */
  ${themeDeclarations('dark')}
  background: var(--cf-color-surface);
  color: var(--cf-color-text);
  border-right: 1px solid var(--cf-color-border);
  transition: width 150ms ease;

  &:hover, &:focus-within { width: 256px; }

  @media (max-width: 720px) {
    top: 56px;
    width: ${({ $open }) => ($open ? '256px' : '0')};
    border-right-width: ${({ $open }) => ($open ? '1px' : '0')};
  }
`;

const Group = styled.div`
  padding: 8px 0;
  border-top: 1px solid var(--cf-color-border);
`;

const GroupTitle = styled.div`
  padding: 6px 18px;
  font-size: 11px;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: var(--cf-color-text-muted);
  white-space: nowrap;
`;

const Item = styled(Link)<{ $active?: boolean }>`
  display: flex;
  align-items: center;
  gap: 16px;
  height: 40px;
  padding: 0 18px;
  color: ${({ $active }) => ($active ? 'var(--cf-color-primary)' : 'var(--cf-color-text)')};
  text-decoration: none;
  white-space: nowrap;

  &:hover { background: var(--cf-color-surface-raised); }
`;

const DisabledItem = styled.span`
  display: flex;
  align-items: center;
  gap: 16px;
  height: 40px;
  padding: 0 18px;
  color: var(--cf-color-text-muted);
  white-space: nowrap;
  cursor: not-allowed;
`;

const Glyph = styled.span`
  flex: 0 0 20px;
  text-align: center;
  font-weight: 700;
`;

/** The dark side navigation: a 56px rail that opens to 256px on hover or focus (a menu button on phones). */
export function SideNav({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { hasCnfg, hasCtfd } = useSnapshot(permissionStore);
  const [path] = useLocation();
  const activeChannel = channelFromSearch(useSearch());

  return (
    <Rail id="side-nav" aria-label="Main" $open={open}>
      <Item href="/" $active={path === '/'} onClick={onNavigate}>
        <Glyph aria-hidden="true">⌂</Glyph>Home
      </Item>
      {hasCtfd && (
        <Group role="group" aria-labelledby="nav-chat-agent">
          <GroupTitle id="nav-chat-agent">Chat Agent</GroupTitle>
          <Item href="/agent/settings" $active={path === '/agent/settings'} onClick={onNavigate}>
            <Glyph aria-hidden="true">⚙</Glyph>Settings
          </Item>
          <Item href="/agent/chat-history" $active={path === '/agent/chat-history'} onClick={onNavigate}>
            <Glyph aria-hidden="true">☰</Glyph>Chat History
          </Item>
        </Group>
      )}
      {hasCnfg && (
        <Group role="group" aria-labelledby="nav-supply-chain">
          <GroupTitle id="nav-supply-chain">Supply Chain</GroupTitle>
          {channels.map((channel) =>
            channel.disabled ? (
              <DisabledItem key={channel.value} aria-disabled="true">
                <Glyph aria-hidden="true">{channel.label[0]}</Glyph>
                {channel.label}
              </DisabledItem>
            ) : (
              <Item
                key={channel.value}
                href={`/supply-chain/overview?channel=${channel.value}`}
                $active={path === '/supply-chain/overview' && activeChannel === channel.value}
                aria-current={path === '/supply-chain/overview' && activeChannel === channel.value ? 'page' : undefined}
                onClick={onNavigate}
              >
                <Glyph aria-hidden="true">{channel.label[0]}</Glyph>
                {channel.label}
              </Item>
            ),
          )}
        </Group>
      )}
    </Rail>
  );
}
