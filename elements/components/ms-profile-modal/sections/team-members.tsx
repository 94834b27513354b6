import { useId, useState } from 'react';
import type { Team } from '../../../core/membership/types';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { ConfirmButton } from '../../../kit/ui/confirm-button';
import { Group, Muted, Row, Rows, SmallButton, SubHeading } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';

/**
 * The team's members with their roles. Removing takes two clicks (the kit's ConfirmButton): the
 * first turns the button into 'Are you sure?' for a moment, the second removes. The OWNER cannot
 * be removed.
 */
export function TeamMembers({
  team,
  reload,
  messages,
  showError,
  showSuccess,
}: SectionProps & { team: Team; reload: () => void }) {
  const idPrefix = useId();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (memberId: string) => {
    setRemoving(memberId);
    try {
      await membershipClient.removeTeamMember(team.id, memberId);
      reload();
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
              <ConfirmButton
                button={SmallButton}
                aria-describedby={`${idPrefix}${member.id}`}
                disabled={removing !== null}
                aria-busy={removing === member.id}
                label={messages.message('team.remove')}
                confirmLabel={messages.message('team.confirmRemove')}
                onConfirm={() => void remove(member.id)}
              />
            )}
          </Row>
        ))}
      </Rows>
    </Group>
  );
}
