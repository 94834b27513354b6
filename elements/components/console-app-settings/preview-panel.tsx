import { useMemo, useState } from 'react';
import type { ConsoleAppSettings } from '../../../contract/console-app-settings';
import type { Theme } from '../../kit/theme-tokens';
import { ModeSwitch, Preview, PreviewFrame, PreviewFrames } from './console-app-settings.styles';
import { LoginPreview } from './login-preview';
import { type PreviewMode, previewApp } from './preview-app';
import { SelectField } from './select-field';

const MODES: { mode: PreviewMode; label: string }[] = [
  { mode: 'test', label: 'Test' },
  { mode: 'live', label: 'Live' },
];

/**
 * What visitors see with the draft: the login modal in test mode (the `pk_sb_` key) and live mode
 * side by side where there is room, one of them with a switch where there is not. Both modes share
 * the app's settings; the mode decides whose members sign in and whether checkout is Stripe's test.
 */
export function PreviewPanel({
  draft,
  saved,
  theme,
}: {
  draft: ConsoleAppSettings;
  saved: ConsoleAppSettings;
  theme: Theme;
}) {
  const [mode, setMode] = useState<PreviewMode>('test');
  const [display, setDisplay] = useState<'login' | 'signup'>('signup');
  const apps = useMemo(
    () => ({
      test: previewApp(draft, saved.options.primaryButton, 'test'),
      live: previewApp(draft, saved.options.primaryButton, 'live'),
    }),
    [draft, saved.options.primaryButton],
  );
  const keys = { test: draft.app.testPublicKey, live: draft.app.livePublicKey };
  return (
    <Preview part="preview" aria-label="Preview">
      <SelectField
        label="Preview of what visitors see"
        value={display}
        options={[
          ['signup', 'Signup'],
          ['login', 'Login'],
        ]}
        onChange={setDisplay}
      />
      <ModeSwitch part="mode-switch" role="group" aria-label="Mode">
        {MODES.map((entry) => (
          <button key={entry.mode} type="button" aria-pressed={mode === entry.mode} onClick={() => setMode(entry.mode)}>
            {entry.label}
          </button>
        ))}
      </ModeSwitch>
      <PreviewFrames>
        {MODES.map((entry) => (
          <PreviewFrame key={entry.mode} part="preview-frame" data-mode={entry.mode} data-hidden={mode !== entry.mode}>
            <figcaption>
              {entry.label} mode · {keys[entry.mode]}
            </figcaption>
            <LoginPreview app={apps[entry.mode]} display={display} theme={theme} />
          </PreviewFrame>
        ))}
      </PreviewFrames>
    </Preview>
  );
}
