import { type CSSProperties, useId, useState } from 'react';
import type { App } from '../../core/membership/types';
import type { KitProps } from '../../kit/define-element';
import { useMembershipState } from '../../kit/membership/use-membership-state';
import type { XrayItems, XrayItem } from '../../xray/inspector/inspector-items';
import { setXray } from '../../xray/inspector/inspector-store';
import { useInspector } from '../../xray/inspector/use-inspector';
import { ChevronIcon } from '../../xray/ui/xray-icons';
import { XrayItemView } from './xray-item';
import type { XraySidebarProps } from './xray-sidebar.props';
import { Counts, Panel, PanelHeader, SrOnly, SwitchButton, typeColour } from '../../xray/ui/inspector-styles';
import { CountPill, Empty, Group, GroupButton, List } from '../../xray/ui/inspector-list.styles';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * 'Events & Errors': the X-ray switch, then what the inspector knows about the page: pending cart
 * selections, clicks and removed content, the attributes found, errors and warnings. Every item
 * expands; when a scan changes the findings the list is rebuilt and everything collapses.
 */
export function XraySidebar({ theme }: XraySidebarProps & KitProps) {
  const headingId = useId();
  const { state, items } = useInspector();
  const { app } = useMembershipState();
  return (
    <Panel $theme={theme} part="panel" aria-labelledby={headingId}>
      <PanelHeader part="header">
        <h2 id={headingId}>Events &amp; Errors</h2>
        <SwitchButton
          type="button"
          role="switch"
          part="xray-switch"
          aria-checked={state.xray}
          onClick={() => setXray(!state.xray)}
        >
          X-ray
          <span className="track" aria-hidden="true">
            <span className="thumb" />
          </span>
        </SwitchButton>
      </PanelHeader>
      {state.result && (
        <Counts part="counts">
          <span className="tally" style={{ '--dot': typeColour('error') } as CSSProperties}>
            {plural(items.errors.length, 'error')}
          </span>
          <SrOnly>, </SrOnly>
          <span className="tally" style={{ '--dot': typeColour('warning') } as CSSProperties}>
            {plural(items.warnings.length, 'warning')}
          </span>
          <SrOnly>, </SrOnly>
          <span className="tally" style={{ '--dot': typeColour('found') } as CSSProperties}>
            {items.foundCount} found
          </span>
        </Counts>
      )}
      <List part="list">
        <ItemGroups
          key={state.generation}
          items={items}
          app={app}
          base={state.documentationBase}
          scanned={!!state.result}
        />
      </List>
    </Panel>
  );
}

interface ItemGroupsProps {
  items: XrayItems;
  app: App | null;
  base: string;
  scanned: boolean;
}

/** Keyed by the scan's generation: a new set of findings starts with everything collapsed. */
function ItemGroups({ items, app, base, scanned }: ItemGroupsProps) {
  const foundId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [foundOpen, setFoundOpen] = useState(false);
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const list = (entries: readonly XrayItem[]) => (
    <ul>
      {entries.map((item) => (
        <XrayItemView
          key={item.key}
          item={item}
          open={open.has(item.key)}
          onToggle={() => toggle(item.key)}
          app={app}
          base={base}
        />
      ))}
    </ul>
  );
  const nothing = items.total === 0;
  return (
    <>
      {items.cart.length > 0 && (
        <Group part="group group-cart" aria-label="Cart">
          <h3>Cart</h3>
          {list(items.cart)}
        </Group>
      )}
      {items.events.length > 0 && (
        <Group part="group group-events" aria-label="Events">
          <h3>Events</h3>
          {list(items.events)}
        </Group>
      )}
      {items.found.length > 0 && (
        <Group part="group group-found" aria-labelledby={`${foundId}-button`}>
          <GroupButton
            type="button"
            id={`${foundId}-button`}
            part="found-toggle"
            aria-expanded={foundOpen}
            aria-controls={foundId}
            onClick={() => setFoundOpen(!foundOpen)}
          >
            <ChevronIcon />
            Attributes Found{' '}
            <CountPill className="count" part="found-count">
              {items.foundCount}
            </CountPill>
          </GroupButton>
          <div id={foundId} hidden={!foundOpen}>
            {foundOpen && list(items.found)}
          </div>
        </Group>
      )}
      {items.errors.length > 0 && (
        <Group part="group group-errors" aria-label={plural(items.errors.length, 'error')}>
          <h3>
            Errors <CountPill>{items.errors.length}</CountPill>
          </h3>
          {list(items.errors)}
        </Group>
      )}
      {items.warnings.length > 0 && (
        <Group part="group group-warnings" aria-label={plural(items.warnings.length, 'warning')}>
          <h3>
            Warnings <CountPill>{items.warnings.length}</CountPill>
          </h3>
          {list(items.warnings)}
        </Group>
      )}
      {nothing && (
        <Empty part="empty">
          {scanned ? 'No Chain Forge attributes on this page yet.' : 'Scanning the page\u2026'}
        </Empty>
      )}
    </>
  );
}
