import { runtimeConfig } from '../../core/config';
import { toClientErrorFromEnvelope } from '../../core/client-error';
import { MembershipError, toMembershipError } from '../../core/membership/errors';
import type { SocialProvider } from '../../core/membership/types';

export type ProviderIntent = 'login' | 'signup' | 'connect';

export interface ProviderPopupOptions {
  provider: SocialProvider;
  intent: ProviderIntent;
  /** Login only: a new visitor may be signed up rather than refused. */
  allowSignup?: boolean;
  plans?: { planId: string }[];
  customFields?: Record<string, unknown>;
  /**
   * Connect only: the single-use ticket that proves who asks (membershipClient.connectTicket). Never
   * the member's token: a URL is kept in browser history and server logs.
   */
  ticket?: string;
}

export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 700;
export const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';
export const POPUP_CLOSED_MESSAGE = 'The sign-in window was closed before it finished.';

function membershipUrl(path: string): URL {
  return new URL(`${runtimeConfig.membershipApiUrl.replace(/\/$/, '')}${path}`, location.href);
}

/** The URL the popup starts at: the membership service's `/auth-provider/{intent}`. */
export function providerPopupUrl(options: ProviderPopupOptions): string {
  const url = membershipUrl(`/auth-provider/${options.intent}`);
  const query = url.searchParams;
  query.set('provider', options.provider);
  query.set('publicKey', runtimeConfig.publicKey ?? '');
  query.set('origin', location.hostname);
  if (options.allowSignup !== undefined) query.set('allowSignup', String(options.allowSignup));
  if (options.plans?.length) query.set('plans', JSON.stringify(options.plans));
  if (options.customFields && Object.keys(options.customFields).length) {
    query.set('customFields', JSON.stringify(options.customFields));
  }
  if (options.ticket) query.set('ticket', options.ticket);
  // Every sign-in here can show the second step, which a member with two-step on takes next.
  if (options.intent !== 'connect') query.set('secondStep', '1');
  return url.href;
}

/**
 * Opens the provider's 600x700 sign-in window, centred over this one, and resolves with what the
 * membership service posts back when it finishes. Only a message from the service's own origin and
 * from that very window counts; any other page's message is ignored. `ticket` (connect) is asked
 * for once the window is open: a browser lets a click open a window only at once, so it opens
 * blank and goes to the service when the ticket has come.
 */
export function openProviderPopup<T>(options: ProviderPopupOptions, ticket?: () => Promise<string>): Promise<T> {
  const left = Math.max(0, Math.round(screenX + (outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(screenY + (outerHeight - POPUP_HEIGHT) / 2));
  const popup = open(
    ticket ? 'about:blank' : providerPopupUrl(options),
    'chainforge-auth-provider',
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.reject(new MembershipError('client/popup-blocked', POPUP_BLOCKED_MESSAGE, 0));
  const serviceOrigin = membershipUrl('/').origin;

  return new Promise<T>((resolve, reject) => {
    const watch = setInterval(() => {
      if (!popup.closed) return;
      // The result message may still be queued behind the close: give it one turn to arrive.
      setTimeout(() => {
        stop();
        reject(new MembershipError('client/popup-closed', POPUP_CLOSED_MESSAGE, 0));
      }, 300);
      clearInterval(watch);
    }, 250);

    function stop() {
      clearInterval(watch);
      removeEventListener('message', onMessage);
    }

    function onMessage(event: MessageEvent) {
      if (event.origin !== serviceOrigin || event.source !== popup) return;
      const message = event.data as { data?: T; error?: unknown } | null;
      if (!message || typeof message !== 'object') return;
      stop();
      if (message.error) {
        reject(toMembershipError(toClientErrorFromEnvelope(message, 400)));
      } else {
        resolve(message.data as T);
      }
    }

    addEventListener('message', onMessage);
    ticket?.().then(
      (issued) => {
        if (!popup.closed) popup.location.replace(providerPopupUrl({ ...options, ticket: issued }));
      },
      (error: unknown) => {
        stop();
        popup.close();
        reject(error);
      },
    );
  });
}
