import { SettingsOutcome } from './console-comments.styles';

/** Under a settings form: that it saved, or why it could not (what was chosen stays, to save again). */
export function SaveOutcome({ saved, error }: { saved: string; error: string | undefined }) {
  return (
    <SettingsOutcome role="status" data-tone={error ? 'error' : saved ? 'success' : undefined}>
      {error ? `Could not save: ${error}` : saved}
    </SettingsOutcome>
  );
}
