import type { ConsoleMemberMode } from '../../../contract/console-answers';
import type { ConsoleModeOptions } from '../../../contract/console-app-settings';
import { consoleClient } from '../../core/console-client';
import { isOriginPattern } from '../../../contract/origin-patterns';
import { TextField } from '../../kit/form/text-field';
import { CheckRow, FieldsRow, Hint, ModeKey, SmallButton, Toolbar } from './console-app-settings.styles';
import { type SectionProps, same } from './section-props';
import { SettingsSection } from './settings-section';
import { useFieldMessages } from './use-field-messages';

export const MODE_TITLES: Record<ConsoleMemberMode, string> = { test: 'Test mode', live: 'Live mode' };

const MODE_LEADS: Record<ConsoleMemberMode, string> = {
  test: 'Its own members, and Stripe in test mode. Staging and local sites usually go here.',
  live: 'Real members and payments. Usually only your production domains.',
};

export function originProblems(origins: readonly string[]): (string | undefined)[] {
  return origins.map((origin, index) =>
    !isOriginPattern(origin.trim())
      ? 'An origin such as https://www.example.com (no path), https://*.example.com or http://127.0.0.1:*.'
      : origins.findIndex((other) => other.trim().toLowerCase() === origin.trim().toLowerCase()) !== index
        ? 'This origin is listed already.'
        : undefined,
  );
}

/**
 * One mode's own settings, saved on their own: the sites whose pages use the mode's public key
 * (requests from anywhere else are refused) and whether its signup asks for a captcha.
 */
export function ModeSection({ mode, saved, draft, change, save }: SectionProps & { mode: ConsoleMemberMode }) {
  const options = draft.options.modes[mode];
  const { allowedOrigins: origins, captchaRequired } = options;
  const problems = originProblems(origins);
  const messages = useFieldMessages();
  const key = mode === 'test' ? draft.app.testPublicKey : draft.app.livePublicKey;
  const title = MODE_TITLES[mode];
  const set = (patch: Partial<ConsoleModeOptions>) =>
    change((current) => ({
      ...current,
      options: {
        ...current.options,
        modes: { ...current.options.modes, [mode]: { ...current.options.modes[mode], ...patch } },
      },
    }));
  const setOrigins = (allowedOrigins: string[]) => set({ allowedOrigins });

  return (
    <SettingsSection
      title={title}
      headingLevel="h3"
      lead={
        <>
          Pages with the key <ModeKey>{key}</ModeKey>. {MODE_LEADS[mode]}
        </>
      }
      dirty={!same(options, saved.options.modes[mode])}
      messages={messages}
      valid={origins.length > 0 && problems.every((problem) => !problem)}
      onSave={() =>
        save(
          `${mode}-mode`,
          () =>
            consoleClient.changeModeOptions(mode, {
              allowedOrigins: origins.map((origin) => origin.trim()),
              captchaRequired,
            }),
          (answer, current) => ({
            ...current,
            options: { ...current.options, modes: { ...current.options.modes, [mode]: answer.options.modes[mode] } },
          }),
        )
      }
    >
      <div>
        {origins.map((origin, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an origin is its place in the list while it is typed.
          <FieldsRow key={index}>
            <TextField
              label={`${title} origin ${index + 1}`}
              name={`${mode}-origin`}
              value={origin}
              onChange={(value) => setOrigins(origins.map((other, at) => (at === index ? value : other)))}
              onBlur={() => messages.leave(`origin-${index}`, origin)}
              error={messages.shown(`origin-${index}`, problems[index])}
              placeholder="https://www.example.com"
            />
            <SmallButton
              type="button"
              aria-label={`Remove ${title.toLowerCase()} origin ${index + 1}`}
              disabled={origins.length === 1}
              onClick={() => setOrigins(origins.filter((_, at) => at !== index))}
            >
              Remove
            </SmallButton>
          </FieldsRow>
        ))}
      </div>
      <Hint>A * stands for one part of a host name (https://*.example.com) or, after a colon, any port.</Hint>
      <Toolbar>
        <SmallButton type="button" onClick={() => setOrigins([...origins, ''])}>
          Add an origin
        </SmallButton>
      </Toolbar>
      <CheckRow>
        <input
          type="checkbox"
          name={`${mode}-captcha`}
          checked={captchaRequired}
          onChange={(event) => set({ captchaRequired: event.currentTarget.checked })}
        />
        Require a captcha at signup
      </CheckRow>
    </SettingsSection>
  );
}
