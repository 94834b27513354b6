import { SubmitButton } from '../../../elements/kit/form/submit-button';
import { OutlineButton } from '../../../elements/kit/ui/button';
import { Actions } from './agent-settings.styles';

export function SaveBar({
  changed,
  saving,
  onResetToDefaults,
  onDiscard,
}: {
  changed: boolean;
  saving: boolean;
  onResetToDefaults: () => void;
  onDiscard: () => void;
}) {
  return (
    <Actions>
      <p aria-live="polite">{changed ? 'You have unsaved changes.' : 'All changes saved.'}</p>
      <OutlineButton type="button" $size="large" onClick={onResetToDefaults}>
        Use the defaults
      </OutlineButton>
      <OutlineButton type="button" $size="large" disabled={!changed || saving} onClick={onDiscard}>
        Discard changes
      </OutlineButton>
      <SubmitButton busy={saving} disabled={!changed}>
        Save changes
      </SubmitButton>
    </Actions>
  );
}
