import type { ReactNode } from 'react';
import type { SocialProvider } from '../../core/membership/types';

/**
 * Each sign-in provider's mark, drawn here in a 24-unit square so a modal loads no image from
 * anywhere: the shapes and colours people know the provider by, simplified to read at 18px.
 */
const MARKS: Record<SocialProvider, ReactNode> = {
  google: (
    <g fill="none" strokeWidth="3.6">
      <path d="M19.2 12A7.2 7.2 0 0 1 17.09 17.09" stroke="#4285F4" />
      <path d="M12 12H21" stroke="#4285F4" />
      <path d="M17.09 17.09A7.2 7.2 0 0 1 5.23 14.46" stroke="#34A853" />
      <path d="M5.23 14.46A7.2 7.2 0 0 1 6.1 7.87" stroke="#FBBC05" />
      <path d="M6.1 7.87A7.2 7.2 0 0 1 17.52 7.37" stroke="#EA4335" />
    </g>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path
        d="M13.5 22.9V13.6h2.6l.4-3.1h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3.1h2.6v9.2z"
        fill="#fff"
      />
    </>
  ),
  linkedin: (
    <>
      <rect x="1.5" y="1.5" width="21" height="21" rx="3" fill="#0A66C2" />
      <circle cx="7.2" cy="7.3" r="1.7" fill="#fff" />
      <path
        d="M5.7 9.9h3v8.7h-3zM10.6 9.9h2.8v1.2c.5-.8 1.5-1.4 2.9-1.4 2.8 0 3.4 1.8 3.4 4.2v4.7h-2.9v-4.2c0-1 0-2.3-1.4-2.3s-1.7 1.1-1.7 2.2v4.3h-3.1z"
        fill="#fff"
      />
    </>
  ),
  dribbble: (
    <>
      <circle cx="12" cy="12" r="10.4" fill="#EA4C89" stroke="#C32361" strokeWidth="1.2" />
      <g fill="none" stroke="#C32361" strokeWidth="1.3">
        <path d="M8.2 2.6c3.2 3.8 5.7 9.4 6.9 19" />
        <path d="M1.7 10.6c5.6.5 12.6-1 17.9-5.5" />
        <path d="M4.5 19.3c3.1-4.5 8.7-6.4 17.8-4.6" />
      </g>
    </>
  ),
  spotify: (
    <>
      <circle cx="12" cy="12" r="11" fill="#1ED760" />
      <g fill="none" stroke="#000" strokeLinecap="round">
        <path d="M6.3 9.2c3.6-1.1 8.2-.8 11.5 1.1" strokeWidth="1.9" />
        <path d="M6.9 12.6c3-.8 6.6-.5 9.4 1" strokeWidth="1.6" />
        <path d="M7.4 15.8c2.5-.6 5.3-.4 7.6.9" strokeWidth="1.3" />
      </g>
    </>
  ),
  // The cat and its tail cut out of a disc in the text's colour, so it reads in either theme.
  github: (
    <path
      fillRule="evenodd"
      fill="currentColor"
      d="M12 0a12 12 0 1 0 0 24 12 12 0 1 0 0-24zM12 5.6c1 0 1.9.2 2.7.5l2.4-1.5.4 3c.8.9 1.3 2 1.3 3.3 0 3.2-2.5 4.6-5.2 4.9.5.4.8 1.1.8 2.1V23H9.6v-5.1c0-.9.3-1.6.8-2.1-2.7-.3-5.2-1.7-5.2-4.9 0-1.3.5-2.4 1.3-3.3l.4-3 2.4 1.5c.8-.3 1.7-.5 2.7-.5zM9.6 18.9c-1.9.5-3-.1-3.8-1.3l-.9.6c.9 1.6 2.4 2.4 4.7 1.8z"
    />
  ),
};

/** The provider's mark beside its name, hidden from screen readers (the name says it). Nothing for an unknown provider. */
export function ProviderMark({ provider }: { provider: SocialProvider }) {
  const mark = MARKS[provider];
  if (!mark) return null;
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {mark}
    </svg>
  );
}
