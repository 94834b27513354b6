import { useId, useState } from 'react';
import { consoleClient } from '../../core/console-client';
import { ControlLabel, PrimaryAction, Section, SectionLead, SectionTitle } from '../../kit/console/console-controls';
import { useStepSubmit } from '../../kit/console/use-step-submit';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { useRemoteData } from '../../kit/use-remote-data';
import { WordsBox, WordsForm } from './console-comments.styles';
import { SaveOutcome } from './save-outcome';

export const BLOCKED_WORDS_LOAD_ERROR = 'Unable to load the blocked words.';

/** One word or phrase a line, as typed: blank lines and the spaces around each are not words. */
const wordsOf = (text: string) =>
  text
    .split('\n')
    .map((word) => word.trim())
    .filter((word) => word !== '');

/**
 * The app's blocked words, for both modes: a new or edited comment holding one is refused. The
 * whole list is saved at once, and what the server kept (lowercase, without repeats) is shown
 * back; what was typed stays when saving fails.
 */
export function BlockedWords() {
  const headingId = useId();
  const boxId = useId();
  const saved = useRemoteData({ load: (signal) => consoleClient.blockedWords(signal), perAccount: false });
  const [draft, setDraft] = useState<string | null>(null);
  const [savedText, setSavedText] = useState('');
  const keptText = saved.data?.words.join('\n') ?? '';
  const text = draft ?? keptText;
  const changed = wordsOf(text).join('\n') !== keptText;
  const save = useStepSubmit(
    async () => {
      setSavedText('');
      const answer = await consoleClient.saveBlockedWords(wordsOf(text));
      saved.replace(answer);
      setDraft(null);
      const count = answer.words.length;
      setSavedText(`Saved: ${count === 1 ? '1 blocked word' : `${count} blocked words`}.`);
    },
    () => changed,
  );

  return (
    <Section part="blocked-words" aria-labelledby={headingId}>
      <SectionTitle id={headingId}>Blocked words</SectionTitle>
      <SectionLead>
        Both modes, every channel: a new or edited comment holding one of them as a whole word is refused, and its
        author is told why.
      </SectionLead>
      {saved.status === 'error' && !saved.data ? (
        <ErrorNotice message={BLOCKED_WORDS_LOAD_ERROR} onRetry={saved.retry} />
      ) : (
        <WordsForm aria-labelledby={headingId} onSubmit={(event) => void save.submit(event)}>
          <ControlLabel htmlFor={boxId}>One word or phrase a line</ControlLabel>
          <WordsBox
            id={boxId}
            rows={4}
            value={text}
            disabled={!saved.data}
            spellCheck={false}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <PrimaryAction type="submit" disabled={!changed || save.busy} aria-busy={save.busy}>
            Save words
          </PrimaryAction>
        </WordsForm>
      )}
      <SaveOutcome saved={savedText} error={save.error} />
    </Section>
  );
}
