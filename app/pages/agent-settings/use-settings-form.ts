import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { saveAgentSettings } from '../../../elements/core/chat-api';
import { describeError } from '../../../elements/core/client-error';
import { type AgentSettings, DEFAULT_AGENT_SETTINGS } from '../../../contract/chat';
import { showAlert } from '../../alerts/alert-store';
import { serverProblems } from './server-problems';
import { changesOf, type DraftEdit, draftOf } from './settings-draft';
import { hasProblems, type Problems, problemsOf } from './settings-problems';

/**
 * The draft against the saved settings. Problems of the draft's own show once a save is tried
 * (a colour's at once); the server's show until the next edit.
 */
export function useSettingsForm(loaded: AgentSettings) {
  const [saved, setSaved] = useState(loaded);
  const [draft, setDraft] = useState(() => draftOf(loaded));
  const [saving, setSaving] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [fromServer, setFromServer] = useState<Problems | null>(null);

  const problems = useMemo(() => problemsOf(draft), [draft]);
  const changes = useMemo(() => changesOf(draft, saved), [draft, saved]);
  const changed = Object.keys(changes).length > 0;
  const shown: Problems = {
    fields: { ...(showProblems ? problems.fields : {}), ...fromServer?.fields },
    prompts: { ...(showProblems ? problems.prompts : {}), ...fromServer?.prompts },
    colors: { ...problems.colors, ...fromServer?.colors },
  };

  const edit: DraftEdit = useCallback((change) => {
    setDraft(change);
    setFromServer(null);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || saving) return;
    if (hasProblems(problems)) {
      setShowProblems(true);
      showAlert('error', 'Some settings need a look before they can be saved.');
      return;
    }
    setSaving(true);
    try {
      const next = await saveAgentSettings(changes);
      setSaved(next);
      setDraft(draftOf(next));
      setShowProblems(false);
      showAlert('success', 'Chat settings saved.');
    } catch (error) {
      const message = describeError(error);
      setFromServer(serverProblems(message));
      showAlert('error', `The settings were not saved: ${message}`, 6000);
    } finally {
      setSaving(false);
    }
  };

  const resetToDefaults = () => {
    setDraft(draftOf(DEFAULT_AGENT_SETTINGS));
    setFromServer(null);
  };

  const discardChanges = () => {
    setDraft(draftOf(saved));
    setShowProblems(false);
    setFromServer(null);
  };

  return { draft, shown, changed, saving, edit, submit, resetToDefaults, discardChanges };
}
