import type { App } from '../../core/membership/types';
import { membershipClient } from './membership-runtime';
import { log } from '../../core/log';

/** The part of hCaptcha's and Turnstile's browser APIs we use; both have the same shape. */
interface CaptchaApi {
  render(container: HTMLElement, options: { sitekey: string; theme?: string; size?: string }): string | number;
  execute?(id: string | number, options?: { async: true }): Promise<{ response: string }> | undefined;
  getResponse(id?: string | number): string | undefined;
  reset(id?: string | number): void;
}

const SCRIPTS = {
  hcaptcha: { url: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
  turnstile: { url: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
} as const;

type ScriptProvider = keyof typeof SCRIPTS;

const scriptLoads = new Map<string, Promise<CaptchaApi>>();

function loadCaptchaScript(provider: ScriptProvider): Promise<CaptchaApi> {
  const { url, global } = SCRIPTS[provider];
  const loaded = (globalThis as Record<string, unknown>)[global] as CaptchaApi | undefined;
  if (loaded) return Promise.resolve(loaded);
  let load = scriptLoads.get(provider);
  if (!load) {
    load = new Promise<CaptchaApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const api = (globalThis as Record<string, unknown>)[global] as CaptchaApi | undefined;
        if (api) resolve(api);
        else reject(new Error('The captcha could not start.'));
      };
      script.onerror = () => {
        scriptLoads.delete(provider);
        reject(new Error('The captcha could not be loaded. Check your connection and try again.'));
      };
      document.head.append(script);
    });
    scriptLoads.set(provider, load);
  }
  return load;
}

export interface CaptchaChallenge {
  /** Whether a person has something to solve on the page (hCaptcha or Turnstile), so a place for it. */
  readonly visible: boolean;
  /** Draws the provider's widget in `container`; answers how to take it away again. */
  render(container: HTMLElement, theme?: string): () => void;
  /** A token proving a person, requested when there is none yet; rejects when none can be had. */
  token(): Promise<string | undefined>;
  /** A fresh challenge, after a refused signup spent the token. */
  reset(): void;
}

/**
 * The app's captcha for one signup form (the modal's or a builder's): hCaptcha or Turnstile with
 * the app's site key, or the membership service's offline development provider, solved without a
 * person. Without a requirement there is no token and nothing to draw.
 */
export function createCaptchaChallenge(app: App | null): CaptchaChallenge {
  const required = Boolean(app?.captchaRequired && app.captcha);
  const provider = app?.captcha?.provider;
  const siteKey = app?.captcha?.siteKey;
  const scripted = required && siteKey && (provider === 'hcaptcha' || provider === 'turnstile') ? provider : null;
  let widget: { api: CaptchaApi; id: string | number } | null = null;

  return {
    visible: scripted !== null,
    render(container, theme) {
      if (!scripted || !siteKey) return () => {};
      let removed = false;
      loadCaptchaScript(scripted).then(
        (api) => {
          if (!removed) widget = { api, id: api.render(container, { sitekey: siteKey, ...(theme ? { theme } : {}) }) };
        },
        (error: unknown) => log.error(error),
      );
      return () => {
        removed = true;
        widget = null;
        container.replaceChildren();
      };
    },
    async token() {
      if (!required) return undefined;
      if (provider === 'development') return (await membershipClient.getDevCaptchaToken()).token;
      if (!widget) throw new Error('The captcha is still loading. Please try again in a moment.');
      const { api, id } = widget;
      const answered = api.getResponse(id);
      if (answered) return answered;
      const executed = await api.execute?.(id, { async: true });
      const response = executed?.response ?? api.getResponse(id);
      if (!response) throw new Error('Please complete the captcha.');
      return response;
    },
    reset() {
      if (widget) widget.api.reset(widget.id);
    },
  };
}
