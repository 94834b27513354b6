import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { permissionStore } from '../../elements/core/stores/permission-store';
import { channelFromSearch, channels } from '../routing/routes';

const Rail = styled.nav<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 20;
  width: 56px;
  overflow: hidden;
  background: #11141b;
  color: #eef0f5;
  border-right: 1px solid #2a3040;
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
  border-top: 1px solid #2a3040;
`;

const GroupTitle = styled.div`
  padding: 6px 18px;
  font-size: 11px;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: #a3abbb;
  white-space: nowrap;
`;

const Item = styled(Link)<{ $active?: boolean }>`
  display: flex;
  align-items: center;
  gap: 16px;
  height: 40px;
  padding: 0 18px;
  color: ${({ $active }) => ($active ? '#fb923c' : '#eef0f5')};
  text-decoration: none;
  white-space: nowrap;

  &:hover { background: #1e2330; }
`;

const DisabledItem = styled.span`
  display: flex;
  align-items: center;
  gap: 16px;
  height: 40px;
  padding: 0 18px;
  color: #a3abbb;
  white-space: nowrap;
  cursor: not-allowed;
`;

const Glyph = styled.span`
  flex: 0 0 20px;
  text-align: center;
  font-weight: 700;
`;

/** The dark side navigation: a 56px rail that opens to 256px, spec section 2. */
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
