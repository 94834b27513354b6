import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

const Frame = styled.div`
  min-height: 100vh;
  padding-left: 56px;

  @media (max-width: 720px) {
    padding-left: 0;
  }
`;

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px;
`;

/** Top bar, side navigation and the page. */
export function Shell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Frame>
      <SideNav open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <Main>{children}</Main>
    </Frame>
  );
}
