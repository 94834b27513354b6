import { useCallback, useEffect, useState } from 'react';
import type { Team } from '../../core/membership/types';
import { errorText } from '../../kit/membership/error-text';
import { membershipClient } from '../../kit/membership/membership-runtime';
import { OutlineButton } from '../../kit/ui/button';
import { Centered } from '../../kit/membership/modal-layout';
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

  if (load.status === 'loading') {
    return (
      <Centered role="status" aria-busy="true">
        {messages.message('common.loading')}…
      </Centered>
    );
  }
  if (load.status === 'error') {
    return (
      <Centered role="alert">
        <span>{load.reason}</span>
        <OutlineButton
          type="button"
          onClick={() => {
            setLoad({ status: 'loading' });
            void reload();
          }}
        >
          {messages.message('common.retry')}
        </OutlineButton>
      </Centered>
    );
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
