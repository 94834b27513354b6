import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { PHONE_LAYOUT, RAIL_WIDTH, TOP_BAR_HEIGHT } from './layout-sizes';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

const Frame = styled.div`
  min-height: 100vh;
  padding-left: ${RAIL_WIDTH}px;

  @media (max-width: ${PHONE_LAYOUT}px) { padding-left: 0; }
  @media print { padding-left: 0; }
`;

const Main = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: 24px;

  @media (max-width: ${PHONE_LAYOUT}px) { padding: 16px 12px 32px; }
  @media print { max-width: none; padding: 0; }
`;

/** On phones the open drawer dims the page; a tap on it closes the drawer. */
const Scrim = styled.div`
  position: fixed;
  inset: ${TOP_BAR_HEIGHT}px 0 0 0;
  z-index: 19;
  background: rgb(0 0 0 / 0.45);

  @media (min-width: ${PHONE_LAYOUT + 1}px) { display: none; }
`;

/** Top bar, side navigation and the page. */
export function Shell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [path] = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer.
  useEffect(closeMenu, [path]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  return (
    <Frame>
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      {menuOpen && <Scrim onClick={closeMenu} />}
      <SideNav open={menuOpen} onNavigate={closeMenu} />
      <Main>{children}</Main>
    </Frame>
  );
}
