import {
  APP_REDIRECT_KEYS,
  type AppRedirectKey,
  type AppRedirects,
  appRedirectProblem,
  originsOfEitherMode,
} from '../../../contract/console-app-settings';
import { consoleClient } from '../../core/console-client';
import { TextField } from '../../kit/form/text-field';
import { BothModes } from './both-modes';
import { Hint } from './console-app-settings.styles';
import { type SectionProps, same } from './section-props';
import { SettingsSection } from './settings-section';
import { useFieldMessages } from './use-field-messages';

const LABELS: Record<AppRedirectKey, string> = {
  afterLogin: 'After login',
  afterSignup: 'After signup',
  afterLogout: 'After logout',
};

/** A redirect's message: checked against the saved origins of either mode, as the service checks it. */
export function redirectProblems(redirects: AppRedirects, origins: readonly string[]) {
  return Object.fromEntries(
    APP_REDIRECT_KEYS.map((key) => {
      const value = redirects[key]?.trim() ?? '';
      const problem = value === '' ? null : appRedirectProblem(value, origins);
      return [key, problem ? `This ${problem}.` : undefined];
    }),
  ) as Record<AppRedirectKey, string | undefined>;
}

/** Where visitors go after signing in, signing up and logging out, unless a page says otherwise. */
export function RedirectsSection({ saved, draft, change, save }: SectionProps) {
  const redirects = draft.options.redirects;
  const problems = redirectProblems(redirects, originsOfEitherMode(saved.options));
  const messages = useFieldMessages();
  const set = (key: AppRedirectKey, value: string) =>
    change((current) => ({
      ...current,
      options: { ...current.options, redirects: { ...current.options.redirects, [key]: value === '' ? null : value } },
    }));

  return (
    <SettingsSection
      title="Redirects"
      tag={<BothModes />}
      lead="Where visitors go after each step, unless the page's own data-ms-redirect says otherwise."
      dirty={!same(redirects, saved.options.redirects)}
      valid={APP_REDIRECT_KEYS.every((key) => !problems[key])}
      messages={messages}
      onSave={() =>
        save(
          'redirects',
          () =>
            consoleClient.changeAppOptions({
              redirects: Object.fromEntries(
                APP_REDIRECT_KEYS.map((key) => [key, redirects[key]?.trim() || null]),
              ) as AppRedirects,
            }),
          (answer, current) => ({ ...current, options: { ...current.options, redirects: answer.options.redirects } }),
        )
      }
    >
      {APP_REDIRECT_KEYS.map((key) => (
        <TextField
          key={key}
          label={LABELS[key]}
          name={key}
          value={redirects[key] ?? ''}
          onChange={(value) => set(key, value)}
          onBlur={() => messages.leave(key, redirects[key] ?? '')}
          error={messages.shown(key, problems[key])}
          placeholder="None: the page decides"
        />
      ))}
      <Hint>A path on the site (/welcome), or a URL on an origin either mode allows. Empty: the page decides.</Hint>
    </SettingsSection>
  );
}
