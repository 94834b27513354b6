import { useCallback, useEffect, useState } from 'react';
import type { Team } from '../../../core/membership/types';
import { errorText } from '../../../kit/membership/error-text';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { FailurePlaceholder, LoadingPlaceholder } from '../../../kit/membership/modal-layout';
import { ownedTeamId } from '../member-sections';
import type { SectionProps } from '../section-props';
import { TeamInvite } from './team-invite';
import { TeamMembers } from './team-members';

type TeamLoad = { status: 'loading' } | { status: 'error'; reason: string } | { status: 'loaded'; team: Team };

/** 'Team', for the owner of a team (the first they own): its seats, the invite link and its members. */
export function TeamSection(props: SectionProps) {
  const { member, messages } = props;
  const teamId = ownedTeamId(member);
  const [load, setLoad] = useState<TeamLoad>({ status: 'loading' });

  const reload = useCallback(async () => {
    if (!teamId) return;
    try {
      setLoad({ status: 'loaded', team: await membershipClient.getTeam(teamId) });
    } catch (error) {
      setLoad({ status: 'error', reason: errorText(messages, error) });
    }
  }, [teamId, messages]);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.status === 'loading') return <LoadingPlaceholder messages={messages} />;
  if (load.status === 'error') {
    const retry = () => {
      setLoad({ status: 'loading' });
      void reload();
    };
    return <FailurePlaceholder messages={messages} lines={[load.reason]} retry={retry} />;
  }
  const { team } = load;
  const setTeam = (next: Team) => setLoad({ status: 'loaded', team: next });
  return (
    <>
      <TeamInvite {...props} team={team} setTeam={setTeam} />
      <TeamMembers {...props} team={team} reload={reload} />
    </>
  );
}
