/** The chat's icons: inline SVG in currentColor, hidden from screen readers (their buttons are named). */
const svg = {
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The assistant's mark: a spark in a speech bubble. */
export function ChatIcon({ size = 18 }: { size?: number }) {
  return (
    <svg aria-hidden="true" {...svg} width={size} height={size} viewBox="0 0 24 24" strokeWidth={1.9}>
      <path d="M20 11.5a7.5 7.5 0 0 1-11.2 6.5L4 19.5l1.5-4.3A7.5 7.5 0 1 1 20 11.5Z" />
      <path d="M12.5 7.5 11 11h3l-1.5 3.5" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg aria-hidden="true" {...svg} className="chevron" width={18} height={18} viewBox="0 0 24 24" strokeWidth={2}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function NewChatIcon() {
  return (
    <svg aria-hidden="true" {...svg} width={18} height={18} viewBox="0 0 24 24" strokeWidth={1.9}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

export function SendIcon() {
  return (
    <svg aria-hidden="true" {...svg} width={18} height={18} viewBox="0 0 24 24" strokeWidth={2.2}>
      <path d="M12 19V5" />
      <path d="m5 12 7-7 7 7" />
    </svg>
  );
}

export function StopIcon() {
  return (
    <svg aria-hidden="true" focusable={false} width={14} height={14} viewBox="0 0 14 14">
      <rect x="1" y="1" width="12" height="12" rx="2.5" fill="currentColor" />
    </svg>
  );
}

export function RetryIcon() {
  return (
    <svg aria-hidden="true" {...svg} width={14} height={14} viewBox="0 0 24 24" strokeWidth={2.2}>
      <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
      <path d="M3 21v-5h5" />
    </svg>
  );
}
