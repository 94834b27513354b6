import { Component, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { log } from '../../elements/core/log';
import { OutlineButton } from '../../elements/kit/ui/button';
import { PAGE_LOAD_FAILURE, RELOAD_LABEL } from '../load-failures';
import { PageLoading } from './page-loading';
import { Muted } from './page-parts';

/** Where the loading spinner stood, centred like it. */
const Failure = styled.section`
  display: grid;
  justify-items: center;
  gap: 12px;
  max-width: 360px;
  margin: 18vh auto;
  padding: 0 16px;
  text-align: center;

  h1 { font-size: 18px; margin: 0; }
`;

function PageFailure() {
  return (
    <Failure role="alert">
      <h1>{PAGE_LOAD_FAILURE.title}</h1>
      <Muted>{PAGE_LOAD_FAILURE.advice}</Muted>
      <OutlineButton type="button" $size="medium" onClick={() => location.reload()}>
        {RELOAD_LABEL}
      </OutlineButton>
    </Failure>
  );
}

interface BoundaryProps {
  /** The page's path: opening another page clears a failure. */
  path: string;
  children: ReactNode;
}

/** Catches what the page throws, so the app around it (top bar, navigation) stays usable. */
class PageFailureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    log.error('Could not show the page.', error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <PageFailure /> : this.props.children;
  }
}

/**
 * Where a page of the app shows: a spinner while its code downloads (every page but the dashboard
 * loads when first opened), and, when that download fails or the page fails to show, a notice in
 * its place with the way on, instead of an empty screen.
 */
export function PageSlot({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <PageFailureBoundary path={path}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageFailureBoundary>
  );
}
