import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import type { ConsoleSession } from '../../contract/console-answers';
import { AppBar, BarButton, ThemeToggle } from '../layout/app-bar';
import { BrandMark } from '../layout/brand-mark';
import { PHONE_LAYOUT, TOP_BAR_HEIGHT } from '../layout/layout-sizes';
import { CONSOLE_SECTIONS } from './console-sections';

const NAV_WIDTH = 220;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  margin-right: auto;

  strong { font-size: 15px; white-space: nowrap; }
`;

const AppName = styled.span`
  overflow: hidden;
  padding: 2px 8px;
  font-size: 12px;
  color: var(--cf-color-text-muted);
  white-space: nowrap;
  text-overflow: ellipsis;
  border: 1px solid var(--cf-color-border);
  border-radius: 999px;

  @media (max-width: 420px) { display: none; }
`;

const Owner = styled.span`
  font-size: 13px;
  color: var(--cf-color-text-muted);
  @media (max-width: ${PHONE_LAYOUT}px) { display: none; }
`;

const Frame = styled.div`
  display: grid;
  grid-template-columns: ${NAV_WIDTH}px minmax(0, 1fr);
  min-height: calc(100vh - ${TOP_BAR_HEIGHT}px);

  /* Stacked, the nav strip keeps its own height and the page takes the rest of a short screen. */
  @media (max-width: ${PHONE_LAYOUT}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

/** The nav's column: its divider runs the page's whole height while the nav itself stays in view. */
const Side = styled.div`
  border-right: 1px solid var(--cf-color-border);

  @media (max-width: ${PHONE_LAYOUT}px) {
    border-right: 0;
    border-bottom: 1px solid var(--cf-color-border);
  }
`;

/**
 * The current section wears the primary colour's bar (4.7:1 against the light page, 8.5:1 against
 * the dark) over a tint of it: a raised grey alone was 1.03:1 against the light page.
 */
const Nav = styled.nav`
  position: sticky;
  top: ${TOP_BAR_HEIGHT}px;
  max-height: calc(100vh - ${TOP_BAR_HEIGHT}px);
  overflow-y: auto;
  padding: 16px 12px;

  ul { display: grid; gap: 2px; margin: 0; padding: 0; list-style: none; }
  a {
    display: block;
    padding: 8px 12px;
    border-radius: 8px;
    font-size: 14px;
    font-weight: 500;
    color: var(--cf-color-text-muted);
    text-decoration: none;
  }
  a:hover { color: var(--cf-color-text); background: var(--cf-color-surface-raised); }
  a[aria-current='page'] {
    font-weight: 600;
    color: var(--cf-color-text);
    background: color-mix(in srgb, var(--cf-color-primary) 12%, transparent);
    box-shadow: inset 3px 0 0 var(--cf-color-primary);
  }

  @media (max-width: ${PHONE_LAYOUT}px) {
    position: static;
    max-height: none;
    padding: 8px 12px;
    overflow-x: auto;

    ul { display: flex; gap: 4px; }
    a { white-space: nowrap; }
    a[aria-current='page'] { box-shadow: inset 0 -3px 0 var(--cf-color-primary); }
  }
`;

/**
 * `--cf-sticky-top`: how far down an element's sticky parts stop (App settings' preview), so they
 * stay under the top bar rather than sliding beneath it.
 */
const Main = styled.main`
  --cf-sticky-top: ${TOP_BAR_HEIGHT}px;
  min-width: 0;
  max-width: 1200px;
  padding: 24px 28px 48px;

  @media (max-width: ${PHONE_LAYOUT}px) { padding: 16px 12px 32px; }
`;

/** The console's top bar alone: brand, theme and, for a signed-in owner, who and Sign out. */
export function ConsoleBar({ session, onSignOut }: { session?: ConsoleSession; onSignOut?: () => void }) {
  return (
    <AppBar>
      <Brand>
        <BrandMark />
        <strong>Console</strong>
        {session && <AppName title={session.app.id}>{session.app.name}</AppName>}
      </Brand>
      {session && <Owner>{session.owner.email}</Owner>}
      <ThemeToggle />
      {onSignOut && (
        <BarButton type="button" onClick={onSignOut}>
          Sign out
        </BarButton>
      )}
    </AppBar>
  );
}

/** The signed-in console: the bar, the sections' nav (one entry per section) and the page. */
export function ConsoleLayout({
  session,
  onSignOut,
  children,
}: {
  session: ConsoleSession;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const [path] = useLocation();
  const nav = useRef<HTMLElement>(null);
  useCurrentInView(nav, path);
  return (
    <>
      <ConsoleBar session={session} onSignOut={onSignOut} />
      <Frame>
        <Side>
          <Nav ref={nav} aria-label="Console">
            <ul>
              {CONSOLE_SECTIONS.map((section) => {
                const current = path === section.path || path.startsWith(`${section.path}/`);
                return (
                  <li key={section.path}>
                    <Link href={section.path} aria-current={current ? 'page' : undefined}>
                      {section.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Nav>
        </Side>
        <Main>{children}</Main>
      </Frame>
    </>
  );
}

/**
 * On a phone the nav is a strip wider than the screen: it scrolls to put the current section in
 * its middle, so a page opened from a link still shows where the person is.
 */
function useCurrentInView(nav: RefObject<HTMLElement | null>, path: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path marks another section current.
  useLayoutEffect(() => {
    const strip = nav.current;
    const current = strip?.querySelector('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const stripBox = strip.getBoundingClientRect();
    const currentBox = current.getBoundingClientRect();
    strip.scrollLeft += currentBox.left - stripBox.left - (stripBox.width - currentBox.width) / 2;
  }, [nav, path]);
}
