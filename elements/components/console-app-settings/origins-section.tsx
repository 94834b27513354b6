import { consoleClient } from '../../core/console-client';
import { isOriginPattern } from '../../core/contract/origin-patterns';
import { TextField } from '../../kit/form/text-field';
import { Hint, ListRow, SmallButton, Toolbar } from './console-app-settings.styles';
import { type SectionProps, same } from './section-props';
import { SettingsSection } from './settings-section';

export function originProblems(origins: readonly string[]): (string | undefined)[] {
  return origins.map((origin, index) =>
    !isOriginPattern(origin.trim())
      ? 'An origin such as https://www.example.com (no path), https://*.example.com or http://127.0.0.1:*.'
      : origins.findIndex((other) => other.trim().toLowerCase() === origin.trim().toLowerCase()) !== index
        ? 'This origin is listed already.'
        : undefined,
  );
}

/** The sites the app's pages live on: their requests are answered, and redirects may lead there. */
export function OriginsSection({ saved, draft, change, save }: SectionProps) {
  const origins = draft.options.allowedOrigins;
  const problems = originProblems(origins);
  const set = (allowedOrigins: string[]) =>
    change((current) => ({ ...current, options: { ...current.options, allowedOrigins } }));
  const cleaned = () => origins.map((origin) => origin.trim());

  return (
    <SettingsSection
      title="Allowed origins"
      lead="The sites whose pages use this app. Requests from anywhere else are refused."
      dirty={!same(origins, saved.options.allowedOrigins)}
      valid={origins.length > 0 && problems.every((problem) => !problem)}
      onSave={() =>
        save(
          'origins',
          () => consoleClient.changeAppOptions({ allowedOrigins: cleaned() }),
          (answer, current) => ({
            ...current,
            options: { ...current.options, allowedOrigins: answer.options.allowedOrigins },
          }),
        )
      }
    >
      <div>
        {origins.map((origin, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an origin is its place in the list while it is typed.
          <ListRow key={index}>
            <TextField
              label={`Origin ${index + 1}`}
              name="origin"
              value={origin}
              onChange={(value) => set(origins.map((other, at) => (at === index ? value : other)))}
              error={problems[index]}
              placeholder="https://www.example.com"
            />
            <SmallButton
              type="button"
              aria-label={`Remove origin ${index + 1}`}
              disabled={origins.length === 1}
              onClick={() => set(origins.filter((_, at) => at !== index))}
            >
              Remove
            </SmallButton>
          </ListRow>
        ))}
      </div>
      <Hint>A * stands for one part of a host name (https://*.example.com) or, after a colon, any port.</Hint>
      <Toolbar>
        <SmallButton type="button" onClick={() => set([...origins, ''])}>
          Add an origin
        </SmallButton>
      </Toolbar>
    </SettingsSection>
  );
}
