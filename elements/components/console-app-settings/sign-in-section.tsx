import { consoleClient } from '../../core/console-client';
import { BothModes } from './both-modes';
import { CheckRow, Hint } from './console-app-settings.styles';
import { type SectionProps, same } from './section-props';
import { SettingsSection } from './settings-section';

/** How visitors sign in: the configured providers and emailed codes (each mode's captcha is its own). */
export function SignInSection({ saved, draft, change, save }: SectionProps) {
  const { passwordless } = draft.options;
  const providersChanged = !same(draft.providers, saved.providers);
  const optionsChanged = !same(passwordless, saved.options.passwordless);
  const setOptions = (patch: Partial<typeof draft.options>) =>
    change((current) => ({ ...current, options: { ...current.options, ...patch } }));

  async function request() {
    let answer = saved;
    if (providersChanged)
      answer = await consoleClient.saveProviders(
        draft.providers.map(({ provider, enabled }) => ({ provider, enabled })),
      );
    if (optionsChanged) answer = await consoleClient.changeAppOptions({ passwordless });
    return answer;
  }

  return (
    <SettingsSection
      title="Sign-in"
      tag={<BothModes />}
      lead="What the login and signup modals offer. Providers are the ones the operator configured with their keys; switching one off hides its button."
      dirty={providersChanged || optionsChanged}
      valid
      onSave={() =>
        save('sign-in', request, (answer, current) => ({
          ...current,
          providers: answer.providers,
          options: { ...current.options, passwordless: answer.options.passwordless },
        }))
      }
    >
      <div>
        {draft.providers.length === 0 && <Hint>No sign-in providers are configured for this app.</Hint>}
        {draft.providers.map((entry) => (
          <CheckRow key={entry.provider}>
            <input
              type="checkbox"
              checked={entry.enabled}
              onChange={(event) => {
                const enabled = event.currentTarget.checked;
                change((current) => ({
                  ...current,
                  providers: current.providers.map((other) =>
                    other.provider === entry.provider ? { ...other, enabled } : other,
                  ),
                }));
              }}
            />
            Continue with {entry.name}
          </CheckRow>
        ))}
      </div>
      <div>
        <CheckRow>
          <input
            type="checkbox"
            checked={passwordless.enabled}
            onChange={(event) =>
              setOptions({
                passwordless: {
                  enabled: event.currentTarget.checked,
                  default: event.currentTarget.checked && passwordless.default,
                },
              })
            }
          />
          Passwordless: sign in with a code sent by email
        </CheckRow>
        <CheckRow aria-disabled={!passwordless.enabled}>
          <input
            type="checkbox"
            checked={passwordless.default}
            disabled={!passwordless.enabled}
            onChange={(event) => setOptions({ passwordless: { enabled: true, default: event.currentTarget.checked } })}
          />
          Open the login modal on the emailed code
        </CheckRow>
      </div>
    </SettingsSection>
  );
}
