import { useEffect, useId, useRef, useState } from 'react';
import type { Team } from '../../../core/membership/types';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { Group, Muted, Row, Rows, SmallButton, SubHeading } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';

/** How long a first click on Remove waits for the second, confirming one. */
export const REMOVE_CONFIRM_MS = 3000;

/**
 * The team's members with their roles. Removing takes two clicks: the first turns the button into
 * 'Are you sure?' for REMOVE_CONFIRM_MS, the second removes. The OWNER cannot be removed.
 */
export function TeamMembers({
  team,
  reload,
  messages,
  showError,
  showSuccess,
}: SectionProps & { team: Team; reload: () => Promise<void> }) {
  const idPrefix = useId();
  const [armed, setArmed] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const arm = (memberId: string) => {
    setArmed(memberId);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setArmed(null), REMOVE_CONFIRM_MS);
  };

  const remove = async (memberId: string) => {
    clearTimeout(timer.current);
    setArmed(null);
    setRemoving(memberId);
    try {
      await membershipClient.removeTeamMember(team.id, memberId);
      await reload();
      showSuccess(messages.message('team.memberRemoved'));
    } catch (error) {
      showError(error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Group aria-labelledby={`${idPrefix}heading`}>
      <SubHeading id={`${idPrefix}heading`}>{messages.message('team.members')}</SubHeading>
      <Rows>
        {team.members.map(({ role, member }) => (
          <Row key={member.id} part="team-member">
            <span>
              <span id={`${idPrefix}${member.id}`}>{member.auth.email}</span> <Muted>{role}</Muted>
            </span>
            {role !== 'OWNER' && (
              <SmallButton
                aria-describedby={`${idPrefix}${member.id}`}
                disabled={removing !== null}
                aria-busy={removing === member.id}
                onClick={() => (armed === member.id ? void remove(member.id) : arm(member.id))}
              >
                {messages.message(armed === member.id ? 'team.confirmRemove' : 'team.remove')}
              </SmallButton>
            )}
          </Row>
        ))}
      </Rows>
    </Group>
  );
}
