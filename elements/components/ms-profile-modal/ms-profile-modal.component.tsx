import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { MessageKey } from '../../core/membership/messages';
import type { App, Member } from '../../core/membership/types';
import type { KitProps } from '../../kit/define-element';
import { deepActiveElement } from '../../kit/dialog/deep-active-element';
import { focusFirst } from '../../kit/dialog/focus-cycle';
import { emit } from '../../kit/events';
import { membershipClient } from '../../kit/membership/membership-runtime';
import { useMembershipState } from '../../kit/membership/use-membership-state';
import { useModalFeedback } from '../../kit/membership/use-modal-feedback';
import { useMediaQuery } from '../../kit/ui/use-media-query';
import { AppSettingsPlaceholder } from '../../kit/membership/modal-layout';
import { MembershipDialog } from '../../kit/membership/membership-dialog';
import { screenStartWithin } from '../../kit/membership/screen-start';
import { BackButton } from '../../kit/ui/back-button';
import { hasPlansSection, hasProfileSection, ownedTeamId } from './member-sections';
import {
  type MsProfileModalProps,
  PROFILE_SECTIONS,
  type ProfileSection,
  type ProfileView,
} from './ms-profile-modal.props';
import { Columns, SectionBody } from './ms-profile-modal.styles';
import { type MenuSection, ProfileMenu } from './profile-menu';
import { ProfileNav } from './profile-nav';
import type { SectionProps } from './section-props';
import { ChangePasswordSection } from './sections/change-password-section';
import { PlansSection } from './sections/plans-section';
import { ProfileSection as ProfileFields } from './sections/profile-section';
import { SecuritySection } from './sections/security-section';
import { TeamSection } from './sections/team-section';
import { log } from '../../core/log';
import { oneOf } from '../../core/one-of';

/** The modal's mobile breakpoint: below it the dialog fills the screen and lists the sections. */
const PHONE_QUERY = '(width < 520px)';

/** A section's first field; without one, its first control but Back (on a wide screen, not the menu beside it). */
const SECTION_START = screenStartWithin('[data-profile-section]');

const SECTIONS: Record<ProfileSection, (props: SectionProps) => ReactNode> = {
  profile: ProfileFields,
  security: SecuritySection,
  changePassword: ChangePasswordSection,
  plans: PlansSection,
  team: TeamSection,
};

function headingKey(section: Exclude<ProfileView, 'nav'>, member: Member): MessageKey {
  switch (section) {
    case 'profile':
      return 'profile.heading';
    case 'security':
      return 'security.heading';
    case 'changePassword':
      return member.auth.hasPassword ? 'security.changePassword' : 'security.setPassword';
    case 'plans':
      return 'plans.heading';
    case 'team':
      return 'team.heading';
  }
}

const asSection = (section: string | undefined) => oneOf(PROFILE_SECTIONS, section, 'profile');

/** The sections this member can reach, from the desktop menu and the phone's list alike. */
function menuSections(app: App, member: Member): MenuSection[] {
  return [
    ...(hasProfileSection(app) ? (['profile'] as const) : []),
    'security' as const,
    ...(hasPlansSection(member) ? (['plans'] as const) : []),
    ...(ownedTeamId(member) ? (['team'] as const) : []),
  ];
}

/**
 * What is shown for the view asked for: Profile without a visible field is Security instead, and
 * the phone's list of sections is the default section on a wider screen.
 */
function shownView(view: ProfileView, phone: boolean, app: App | null): ProfileView {
  if (view === 'nav' && !phone) return app && !hasProfileSection(app) ? 'security' : 'profile';
  if (view === 'profile' && app && !hasProfileSection(app)) return 'security';
  return view;
}

/**
 * The signed-in member's profile modal: Profile, Security (and Change Password), Plans, Team and
 * Logout, beside a menu, or on a phone behind a list of sections. It ends with an `ms-modal-result`
 * of `CLOSED` and clears `open`; opened with nobody signed in, it shows nothing and ends at once.
 */
export function MsProfileModal({
  open = true,
  section,
  hideCloseButton = false,
  params = {},
  messages: elementMessages,
  host,
}: MsProfileModalProps & KitProps) {
  const { app, appStatus, appError, retryApp, member } = useMembershipState(open);
  const { messages, toasts, showError, showSuccess } = useModalFeedback(open, params.messages, elementMessages);
  const phone = useMediaQuery(PHONE_QUERY);
  const requested = asSection(section);
  // On a phone the default opens the list of sections; a section asked for by name opens itself.
  const openingView: ProfileView = phone && requested === 'profile' ? 'nav' : requested;
  const [view, setView] = useState<ProfileView>(openingView);
  const [loggingOut, setLoggingOut] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const current = shownView(view, phone, app);

  // Opening again, or on another section, starts that section afresh. Adjusted while rendering,
  // not in an effect, so a click made right after opening is never undone by a late effect; a
  // phone turned sideways keeps its section.
  const [openedOn, setOpenedOn] = useState({ open, requested });
  if (openedOn.open !== open || openedOn.requested !== requested) {
    setOpenedOn({ open, requested });
    if (open) setView(openingView);
  }

  // The stored member may be days old: teams, plans and providers are asked for again on opening.
  useEffect(() => {
    if (open) membershipClient.getCurrentMember().catch(() => {});
  }, [open]);

  const settle = useCallback(() => {
    const element = host as HTMLElement & MsProfileModalProps;
    // Logging out both signs the member out (which closes the modal) and closes it: one result.
    if (!element.open) return;
    element.open = false;
    emit(host, 'ms-modal-result', { type: 'CLOSED', data: null });
  }, [host]);

  // Nobody signed in (never, or no longer): there is no profile to show.
  useEffect(() => {
    if (open && !member) settle();
  }, [open, member, settle]);

  // A new section takes the focus to its first field (else its first control but Back), unless the
  // menu beside it was used; so does the content arriving after the modal opened on its loading
  // state (the close button had it).
  const ready = app !== null && member !== null;
  const firstView = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the section or the content changes, not on other renders.
  useLayoutEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    const focused = deepActiveElement();
    if (body.current && !(focused && menu.current?.contains(focused))) focusFirst(body.current, SECTION_START);
  }, [current, ready]);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await membershipClient.logout();
    } catch (error) {
      // The member is signed out here whatever the server answered (the client clears the session).
      log.error(error);
    }
    setLoggingOut(false);
    settle();
  };

  const heading = !member ? '' : current === 'nav' ? member.auth.email : messages.message(headingKey(current, member));

  const content = () => {
    if (!app || !member) {
      return <AppSettingsPlaceholder messages={messages} status={appStatus} error={appError} retry={retryApp} />;
    }
    if (current === 'nav') {
      return (
        <ProfileNav
          messages={messages}
          sections={menuSections(app, member)}
          showBillingPortal={Boolean(member.stripeCustomerId)}
          go={setView}
          logout={() => void logout()}
          loggingOut={loggingOut}
          showError={showError}
        />
      );
    }
    const Current = SECTIONS[current];
    const back: ProfileView | null = current === 'changePassword' ? 'security' : phone ? 'nav' : null;
    const sectionBody = (
      <SectionBody key={current} data-profile-section="">
        {back && <BackButton label={messages.message('common.back')} onClick={() => setView(back)} />}
        <Current
          app={app}
          member={member}
          messages={messages}
          go={setView}
          showError={showError}
          showSuccess={showSuccess}
        />
      </SectionBody>
    );
    if (phone) return sectionBody;
    return (
      <Columns>
        <div ref={menu}>
          <ProfileMenu
            messages={messages}
            sections={menuSections(app, member)}
            current={current}
            go={setView}
            logout={() => void logout()}
            loggingOut={loggingOut}
          />
        </div>
        {sectionBody}
      </Columns>
    );
  };

  return (
    <MembershipDialog
      open={open && member !== null}
      onClose={settle}
      heading={heading}
      hideCloseButton={params.hideCloseButton ?? hideCloseButton}
      size="wide"
      initialFocus={SECTION_START}
      messages={messages}
      toasts={toasts.toasts}
      app={app}
      bodyRef={body}
    >
      {content()}
    </MembershipDialog>
  );
}
