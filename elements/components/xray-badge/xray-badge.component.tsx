import { useEffect, useRef } from 'react';
import type { KitProps } from '../../kit/define-element';
import { toggleSidebar } from '../../xray/inspector/inspector-store';
import { useInspector } from '../../xray/inspector/use-inspector';
import { XrayMarkIcon } from '../../xray/ui/xray-icons';
import { SrOnly } from '../../xray/ui/inspector-styles';
import type { XrayBadgeProps } from './xray-badge.props';
import { BadgeButton } from './xray-badge.styles';

/**
 * The inspector's badge, bottom centre: 'Test Mode' or 'Hide Inspector', the item count, the
 * error style and a red dot when the page has an error; a click opens or closes the sidebar.
 */
export function XrayBadge({ theme }: XrayBadgeProps & KitProps) {
  const { state, items } = useInspector();
  const errors = items.errors.length > 0;
  const button = useRef<HTMLButtonElement>(null);

  // Escape in the sidebar closes it and gives the focus back here.
  const focusRequests = useRef(state.badgeFocusRequests);
  useEffect(() => {
    if (state.badgeFocusRequests === focusRequests.current) return;
    focusRequests.current = state.badgeFocusRequests;
    button.current?.focus();
  }, [state.badgeFocusRequests]);

  return (
    <BadgeButton
      ref={button}
      type="button"
      part="badge"
      $theme={theme}
      aria-expanded={state.visible}
      data-errors={errors}
      data-shift={state.visible ? state.side : undefined}
      onClick={toggleSidebar}
    >
      <span className="mark">
        <XrayMarkIcon />
      </span>
      <span part="label">{state.visible ? 'Hide Inspector' : 'Test Mode'}</span>{' '}
      <span className="count" part="count">
        {items.total}
        <SrOnly> {items.total === 1 ? 'item' : 'items'}</SrOnly>
      </span>
      {errors && (
        <span className="dot" part="error-dot">
          <SrOnly>, the page has errors</SrOnly>
        </span>
      )}
    </BadgeButton>
  );
}
