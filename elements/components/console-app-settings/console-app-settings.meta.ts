import { elementMeta } from '../../kit/element-meta';
import type { ConsoleAppSettingsProps } from './console-app-settings.props';

export const consoleAppSettingsMeta = elementMeta<ConsoleAppSettingsProps>()({
  tag: 'console-app-settings',
  summary:
    "The console's App settings page for an app's owners: plans and prices (create, edit, retire; a price's Stripe id in each mode), test mode's and live mode's own allowed origins and captcha side by side, and the settings both modes share: custom fields (add, order, visibility, hidden), sign-in (providers, passwordless), the branding colour and redirects; each section saved on its own, beside a live preview of the login modal in test and live mode with the unsaved colour and fields.",
  attributes: {},
  properties: {
    settings: {
      type: 'ConsoleAppSettings',
      description: 'The settings as GET /membership/console/app-settings answers them; when set, nothing is fetched.',
    },
  },
  events: {
    'console-app-settings-saved': {
      detail: { section: 'string' },
      description:
        'A section was saved (plans, custom-fields, sign-in, test-mode, live-mode, branding or redirects); visitors see it within a minute.',
    },
    'console-app-settings-error': {
      detail: { message: 'string', reason: 'string' },
      description: 'Loading the settings failed; the page offers a retry.',
    },
  },
  parts: {
    page: 'The whole page',
    section: 'One settings section (a card); each mode has its own',
    modes: "The two modes' own settings, test beside live (stacked on a phone)",
    'section-heading': "A section's heading",
    field: 'A field (label, input and its message)',
    'field-input': 'A text input',
    'field-error': "A field's message when it is not valid",
    submit: "A section's Save button",
    preview: 'The preview column',
    'mode-switch': 'The Test / Live switch over the preview (narrow screens)',
    'preview-frame': "One mode's login modal preview",
    loading: 'The loading bar shown while the settings are fetched',
    error: 'The failure message with its retry button',
    retry: 'The "Try again" button after a failure',
  },
  example: '<console-app-settings></console-app-settings>',
});
