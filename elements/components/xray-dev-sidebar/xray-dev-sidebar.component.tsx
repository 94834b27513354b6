import { type KeyboardEvent, useId, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { KitProps } from '../../kit/define-element';
import { CloseIcon } from '../../kit/dialog/close-icon';
import { useMembershipState } from '../../kit/membership/use-membership-state';
import { INSPECTOR_TABS, type InspectorTab } from '../../xray/inspector/inspector-preferences';
import { closeSidebar, inspectorStore, setSide, setTab } from '../../xray/inspector/inspector-store';
import { SideIcon, XrayMarkIcon } from '../../xray/ui/xray-icons';
import { AppPanel } from './app-panel';
import { MemberPanel } from './member-panel';
import type { XrayDevSidebarProps } from './xray-dev-sidebar.props';
import { Aside, Header, HeaderButton, Tab, TabList, TabPanel } from './xray-dev-sidebar.styles';

const TAB_NAMES: Readonly<Record<InspectorTab, string>> = { inspector: 'Inspector', member: 'Member', app: 'App' };

/**
 * The Inspector tab's list is an element of its own, `<xray-sidebar>`, which this one does not
 * import (elements compose by tag): the inspector's bootstrap and the CDN script's autoloader
 * define it.
 *
 * The developer sidebar: 242 px along one side, tabs Inspector (the 'Events & Errors' list),
 * Member and App, the side switch and a close button. Escape closes it and gives the focus back to
 * the badge. Its state lives in the inspector store, which keeps it across reloads.
 */
export function XrayDevSidebar({ theme }: XrayDevSidebarProps & KitProps) {
  const state = useSnapshot(inspectorStore);
  const membership = useMembershipState();
  const id = useId();
  const tabs = useRef<Partial<Record<InspectorTab, HTMLButtonElement | null>>>({});
  const other = state.side === 'right' ? 'left' : 'right';

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = INSPECTOR_TABS.indexOf(state.tab);
    const next =
      event.key === 'ArrowRight'
        ? INSPECTOR_TABS[(index + 1) % INSPECTOR_TABS.length]
        : event.key === 'ArrowLeft'
          ? INSPECTOR_TABS[(index - 1 + INSPECTOR_TABS.length) % INSPECTOR_TABS.length]
          : event.key === 'Home'
            ? INSPECTOR_TABS[0]
            : event.key === 'End'
              ? INSPECTOR_TABS[INSPECTOR_TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <Aside
      $theme={theme}
      part="sidebar"
      aria-label="Chain Forge inspector"
      data-side={state.side}
      data-open={state.visible}
      inert={!state.visible}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && state.visible) {
          event.stopPropagation();
          closeSidebar();
        }
      }}
    >
      <Header part="header">
        <p className="brand">
          <XrayMarkIcon />
          Inspector
        </p>
        <HeaderButton
          type="button"
          part="side-switch"
          aria-label={`Move to the ${other} side`}
          title={`Move to the ${other} side`}
          onClick={() => setSide(other)}
        >
          <SideIcon side={other} />
        </HeaderButton>
        <HeaderButton
          type="button"
          part="close"
          aria-label="Close inspector"
          title="Close inspector"
          onClick={closeSidebar}
        >
          <CloseIcon />
        </HeaderButton>
      </Header>
      <TabList role="tablist" aria-label="Inspector sections" part="tabs">
        {INSPECTOR_TABS.map((tab) => (
          <Tab
            key={tab}
            ref={(button) => {
              tabs.current[tab] = button;
            }}
            type="button"
            role="tab"
            part="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={state.tab === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={state.tab === tab ? 0 : -1}
            onClick={() => setTab(tab)}
            onKeyDown={onTabKey}
          >
            {TAB_NAMES[tab]}
          </Tab>
        ))}
      </TabList>
      {INSPECTOR_TABS.map((tab) => (
        <TabPanel
          key={tab}
          role="tabpanel"
          part="tab-panel"
          id={`${id}-${tab}-panel`}
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={state.tab !== tab}
          // The Member and App panels scroll, and hold little to focus: the panel itself takes the focus.
          tabIndex={tab === 'inspector' ? undefined : 0}
        >
          {state.tab === tab && tab === 'inspector' && <xray-sidebar theme={theme} />}
          {state.tab === tab && tab === 'member' && <MemberPanel member={membership.member} app={membership.app} />}
          {state.tab === tab && tab === 'app' && (
            <AppPanel
              app={membership.app}
              status={membership.appStatus}
              error={membership.appError}
              onRetry={membership.retryApp}
            />
          )}
        </TabPanel>
      ))}
    </Aside>
  );
}
