import { useCallback, useEffect, useState } from 'react';
import { toClientError } from '../../core/client-error';
import type { ConsoleAppSettings } from '../../../contract/console-app-settings';
import { consoleClient } from '../../core/console-client';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { ToastList } from '../../kit/toast/toast-list';
import { useToasts } from '../../kit/toast/use-toasts';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useRemoteData } from '../../kit/use-remote-data';
import { BrandingSection } from './branding-section';
import type { ConsoleAppSettingsProps } from './console-app-settings.props';
import { Intro, Layout, Page, Sections } from './console-app-settings.styles';
import { FieldsSection } from './fields-section';
import { MODE_TITLES } from './mode-section';
import { ModesGroup } from './modes-group';
import { PlansSection } from './plans-section';
import { PreviewPanel } from './preview-panel';
import { RedirectsSection } from './redirects-section';
import type { SectionName, SectionProps } from './section-props';
import { SignInSection } from './sign-in-section';

export const APP_SETTINGS_LOAD_ERROR = 'The app settings could not be loaded.';

const SECTION_NAMES: Record<SectionName, string> = {
  plans: 'Plans',
  'custom-fields': 'Custom fields',
  'sign-in': 'Sign-in',
  'test-mode': MODE_TITLES.test,
  'live-mode': MODE_TITLES.live,
  branding: 'Branding',
  redirects: 'Redirects',
};

/**
 * The app as visitors meet it, edited section by section: each section keeps its draft until
 * it is saved (a failed save loses nothing), and the preview shows the drafts as they are typed.
 */
export function ConsoleAppSettingsPage({ settings, host, theme }: ConsoleAppSettingsProps & KitProps) {
  const remote = useRemoteData<ConsoleAppSettings>({
    load: consoleClient.appSettings,
    preloaded: settings,
    currentPreloaded: () => (host as HTMLElement & ConsoleAppSettingsProps).settings,
    failure: { message: APP_SETTINGS_LOAD_ERROR, element: { host, event: 'console-app-settings-error' } },
    perAccount: false,
  });
  // What the service last answered: the load's, then each save's (a preloaded page's too).
  const [savedHere, setSavedHere] = useState<ConsoleAppSettings | undefined>(undefined);
  const saved = savedHere ?? remote.data;
  const [draft, setDraft] = useState<ConsoleAppSettings | undefined>(undefined);
  const toasts = useToasts();

  // The first settings to arrive start the draft; later answers replace only what was saved.
  useEffect(() => {
    if (saved) setDraft((current) => current ?? saved);
  }, [saved]);

  const { show } = toasts;
  const save = useCallback<SectionProps['save']>(
    async (section, request, adopt) => {
      try {
        const answer = await request();
        setSavedHere(answer);
        setDraft((current) => adopt(answer, current ?? answer));
        show('success', `${SECTION_NAMES[section]} saved. Visitors see the change within a minute.`);
        emit(host, 'console-app-settings-saved', { section });
      } catch (thrown) {
        show('error', `${SECTION_NAMES[section]} not saved: ${toClientError(thrown).message}`);
        throw thrown;
      }
    },
    [host, show],
  );
  const change = useCallback<SectionProps['change']>(
    (update) => setDraft((current) => (current ? update(current) : current)),
    [],
  );

  return (
    <Page part="page" aria-busy={remote.status === 'loading'}>
      {remote.status === 'loading' && <LoadingBar label="Loading the app settings" />}
      {remote.status === 'error' && <ErrorNotice message={APP_SETTINGS_LOAD_ERROR} onRetry={remote.retry} />}
      {saved && draft && (
        <>
          <Intro>
            {saved.app.name}: what visitors of its pages see. Each mode has its own allowed origins, captcha rule and
            Stripe price ids; everything else serves test mode and live mode alike.
          </Intro>
          {/* The plans' table and the two modes take the page's width; the preview stays beside what it shows. */}
          <PlansSection saved={saved} save={save} />
          <ModesGroup saved={saved} draft={draft} change={change} save={save} />
          <Layout>
            <Sections>
              <FieldsSection saved={saved} draft={draft} change={change} save={save} />
              <SignInSection saved={saved} draft={draft} change={change} save={save} />
              <BrandingSection saved={saved} draft={draft} change={change} save={save} />
              <RedirectsSection saved={saved} draft={draft} change={change} save={save} />
            </Sections>
            <PreviewPanel draft={draft} saved={saved} theme={theme} />
          </Layout>
        </>
      )}
      <ToastList toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </Page>
  );
}
