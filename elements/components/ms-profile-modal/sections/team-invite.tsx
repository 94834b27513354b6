import { useId, useState } from 'react';
import type { Team } from '../../../core/membership/types';
import { Label } from '../../../kit/form/field.styles';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { useCopy } from '../../../kit/ui/use-copy';
import { InlineRow, Muted, ReadonlyInput, SmallButton, Warning } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';

/** How long 'Copied!' shows before the button says 'Copy' again. */
const COPY_FEEDBACK_MS = 2000;

/** The link a new member signs up with: this site, the plan's signup page, the team's token. */
export function inviteLink(team: Team): string {
  const path = team.plan?.teamAccountInviteSignupLink ?? '';
  return `${location.origin}${path}?inviteToken=${encodeURIComponent(team.inviteToken ?? '')}`;
}

/** The seat count and, while a seat is free, the invite link to copy or regenerate; else an upgrade warning. */
export function TeamInvite({
  team,
  setTeam,
  messages,
  showError,
  showSuccess,
}: SectionProps & { team: Team; setTeam: (team: Team) => void }) {
  const inputId = useId();
  const [regenerating, setRegenerating] = useState(false);
  const { copied, copy } = useCopy(COPY_FEEDBACK_MS);
  const link = inviteLink(team);
  const hasFreeSeat = team.members.length < team.maxTeamMembers;

  const regenerate = async () => {
    setRegenerating(true);
    try {
      const { inviteToken } = await membershipClient.generateTeamInviteLink(team.id);
      setTeam({ ...team, inviteToken });
      showSuccess(messages.message('team.inviteLinkRegenerated'));
    } catch (error) {
      showError(error);
    } finally {
      setRegenerating(false);
    }
  };

  return (
    <>
      <Muted>{messages.message('team.seats', { members: team.members.length, max: team.maxTeamMembers })}</Muted>
      {hasFreeSeat ? (
        <div>
          <Label htmlFor={inputId}>{messages.message('team.inviteLink')}</Label>
          <InlineRow>
            <ReadonlyInput id={inputId} value={link} onFocus={(event) => event.currentTarget.select()} />
            <SmallButton aria-live="polite" onClick={() => void copy('invite', link).catch(showError)}>
              {messages.message(copied === 'invite' ? 'team.copied' : 'team.copy')}
            </SmallButton>
            <SmallButton disabled={regenerating} aria-busy={regenerating} onClick={() => void regenerate()}>
              {messages.message('team.regenerate')}
            </SmallButton>
          </InlineRow>
        </div>
      ) : (
        <Warning role="status">
          {messages.message('team.full')}{' '}
          {team.plan?.teamAccountUpgradeLink && (
            <a href={team.plan.teamAccountUpgradeLink}>{messages.message('team.upgrade')}</a>
          )}
        </Warning>
      )}
    </>
  );
}
