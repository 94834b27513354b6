import type { Team } from '../../../core/membership/types';
import { errorText } from '../../../kit/membership/error-text';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { FailurePlaceholder, LoadingPlaceholder } from '../../../kit/membership/modal-layout';
import { useRemoteData } from '../../../kit/use-remote-data';
import { ownedTeamId } from '../member-sections';
import type { SectionProps } from '../section-props';
import { TeamInvite } from './team-invite';
import { TeamMembers } from './team-members';

/** A team that is never loaded: the section is shown only to a member who owns one. */
const noTeam = () => new Promise<Team>(() => {});

/** 'Team', for the owner of a team (the first they own): its seats, the invite link and its members. */
export function TeamSection(props: SectionProps) {
  const { member, messages } = props;
  const teamId = ownedTeamId(member);
  const team = useRemoteData<Team>({
    load: () => (teamId ? membershipClient.getTeam(teamId) : noTeam()),
    key: teamId,
    perAccount: false,
  });

  if (team.error) {
    return <FailurePlaceholder messages={messages} lines={[errorText(messages, team.error)]} retry={team.retry} />;
  }
  // A reload after a change keeps the team shown until the new answer replaces it.
  if (!team.data) return <LoadingPlaceholder messages={messages} />;
  return (
    <>
      <TeamInvite {...props} team={team.data} setTeam={team.replace} />
      <TeamMembers {...props} team={team.data} reload={team.retry} />
    </>
  );
}
