import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { App } from '../../core/membership/types';
import { membershipClient } from './membership-runtime';

/** The part of hCaptcha's and Turnstile's browser APIs the widget uses; both have the same shape. */
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

const scriptLoads = new Map<string, Promise<CaptchaApi>>();

function loadCaptchaScript(provider: keyof typeof SCRIPTS): Promise<CaptchaApi> {
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

const Container = styled.div`
  display: flex;
  justify-content: center;

  &:empty { display: none; }
`;

export interface Captcha {
  /** The captcha's place in the form (empty when the app needs none or solves it offline). */
  element: ReactNode;
  /** A token proving a person, requested when there is none yet; rejects when none can be had. */
  token(): Promise<string | undefined>;
  /** A fresh challenge, after a refused signup spent the token. */
  reset(): void;
}

/**
 * The app's captcha when it requires one: hCaptcha or Turnstile rendered with the app's site key,
 * or the membership service's offline development provider. Without a requirement there is no
 * token and nothing to render.
 */
export function useCaptcha(app: App | null, theme: string): Captcha {
  const required = Boolean(app?.captchaRequired && app.captcha);
  const provider = app?.captcha?.provider;
  const siteKey = app?.captcha?.siteKey;
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: string | number } | null>(null);

  useEffect(() => {
    if (!required || !siteKey || (provider !== 'hcaptcha' && provider !== 'turnstile')) return;
    let cancelled = false;
    loadCaptchaScript(provider).then(
      (api) => {
        if (cancelled || !container.current) return;
        widget.current = { api, id: api.render(container.current, { sitekey: siteKey, theme }) };
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      cancelled = true;
      widget.current = null;
      container.current?.replaceChildren();
    };
  }, [required, provider, siteKey, theme]);

  const token = useCallback(async (): Promise<string | undefined> => {
    if (!required) return undefined;
    if (provider === 'development') return (await membershipClient.getDevCaptchaToken()).token;
    const current = widget.current;
    if (!current) throw new Error('The captcha is still loading. Please try again in a moment.');
    const answered = current.api.getResponse(current.id);
    if (answered) return answered;
    const executed = await current.api.execute?.(current.id, { async: true });
    const response = executed?.response ?? current.api.getResponse(current.id);
    if (!response) throw new Error('Please complete the captcha.');
    return response;
  }, [required, provider]);

  const reset = useCallback(() => {
    const current = widget.current;
    if (current) current.api.reset(current.id);
  }, []);

  return {
    element: required && provider !== 'development' ? <Container ref={container} part="captcha" /> : null,
    token,
    reset,
  };
}
