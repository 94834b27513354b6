import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { IconButton, OutlineButton } from '../../elements/kit/ui/button';
import { themeStore, toggleTheme } from '../theme-store';
import { MoonIcon, SunIcon } from './icons';
import { PHONE_LAYOUT, TOP_BAR_HEIGHT } from './layout-sizes';

/** The bar across the top of the dashboard and of the console: the same height, spacing and glass. */
export const AppBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 15;
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${TOP_BAR_HEIGHT}px;
  padding: 0 24px;
  border-bottom: 1px solid var(--cf-color-border);
  background: color-mix(in srgb, var(--cf-color-surface) 92%, transparent);
  backdrop-filter: blur(8px);

  @media (max-width: ${PHONE_LAYOUT}px) { padding: 0 12px; }
  @media print { display: none; }
`;

export const BarIconButton = styled(IconButton)`
  width: 36px;
  height: 36px;
`;

export const BarButton = styled(OutlineButton)`
  height: 36px;
`;

/** Dark (the default) or light, for the whole app; its name says where a click goes. */
export function ThemeToggle() {
  const { theme } = useSnapshot(themeStore);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <BarIconButton type="button" onClick={toggleTheme} aria-label={`Switch to ${next} theme`}>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </BarIconButton>
  );
}
