import { useId, useState } from 'react';
import type { ChannelAccess } from '../../../contract/comment-answers';
import type { ConsoleCommentChannel } from '../../../contract/console-comment-answers';
import { consoleClient } from '../../core/console-client';
import { ChoiceGroup } from '../../kit/console/choice-group';
import { PrimaryAction, Section, SectionLead, SectionTitle } from '../../kit/console/console-controls';
import { useStepSubmit } from '../../kit/console/use-step-submit';
import { SettingsRow } from './console-comments.styles';
import { SaveOutcome } from './save-outcome';

const ACCESS = [
  { value: 'open', label: 'Any member' },
  { value: 'members-with-plan', label: 'Members with a plan' },
  { value: 'locked', label: 'Locked' },
] as const satisfies readonly { value: ChannelAccess; label: string }[];

const ACCESS_LEADS: Record<ChannelAccess, string> = {
  open: 'Any signed-in member may post and reply.',
  'members-with-plan': 'Only members with a plan may post and reply; everyone can still read.',
  locked: 'Nobody may post or reply; everyone can still read what is there.',
};

/**
 * The picked channel's settings, saved together: who may post, and whether the owners' replies
 * are marked as theirs. What was chosen stays when saving fails, to save again.
 */
export function ChannelSettings({
  channel,
  onSaved,
}: {
  channel: ConsoleCommentChannel;
  onSaved: (channel: ConsoleCommentChannel) => void;
}) {
  const headingId = useId();
  const [access, setAccess] = useState<ChannelAccess>(channel.access);
  const [marked, setMarked] = useState(channel.ownerRepliesMarked);
  const [saved, setSaved] = useState('');
  const changed = access !== channel.access || marked !== channel.ownerRepliesMarked;
  const save = useStepSubmit(
    async () => {
      setSaved('');
      onSaved(await consoleClient.changeCommentChannel(channel.id, { access, ownerRepliesMarked: marked }));
      setSaved('Saved. Readers and members see it at once.');
    },
    () => changed,
  );

  return (
    <Section part="settings" aria-labelledby={headingId}>
      <SectionTitle id={headingId}>Channel settings</SectionTitle>
      <SectionLead>{ACCESS_LEADS[access]}</SectionLead>
      <form aria-labelledby={headingId} onSubmit={(event) => void save.submit(event)}>
        <SettingsRow>
          <ChoiceGroup label="Who may post" value={access} options={ACCESS} onChange={setAccess} />
          <label className="check">
            <input type="checkbox" checked={marked} onChange={(event) => setMarked(event.currentTarget.checked)} />
            Mark the owners' replies
          </label>
          <PrimaryAction type="submit" disabled={!changed || save.busy} aria-busy={save.busy}>
            Save
          </PrimaryAction>
        </SettingsRow>
      </form>
      <SaveOutcome saved={saved} error={save.error} />
    </Section>
  );
}
