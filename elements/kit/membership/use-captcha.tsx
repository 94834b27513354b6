import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { App } from '../../core/membership/types';
import { type CaptchaChallenge, createCaptchaChallenge } from './captcha-challenge';

const Container = styled.div`
  display: flex;
  justify-content: center;

  &:empty { display: none; }
`;

export interface Captcha extends Pick<CaptchaChallenge, 'token' | 'reset'> {
  /** The captcha's place in the form (none when the app needs none or solves it offline). */
  element: ReactNode;
}

/** The app's captcha in a modal's signup form (see createCaptchaChallenge). */
export function useCaptcha(app: App | null, theme: string): Captcha {
  const required = Boolean(app?.captchaRequired && app.captcha);
  const provider = app?.captcha?.provider;
  const siteKey = app?.captcha?.siteKey;
  // A new challenge only when what it is made of changes, not on every new app record.
  // biome-ignore lint/correctness/useExhaustiveDependencies: app is read through the three values it is keyed on
  const challenge = useMemo(() => createCaptchaChallenge(app), [required, provider, siteKey]);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    return challenge.render(container.current, theme);
  }, [challenge, theme]);

  return {
    element: challenge.visible ? <Container ref={container} part="captcha" /> : null,
    token: challenge.token,
    reset: challenge.reset,
  };
}
