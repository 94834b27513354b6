import type { ReactNode } from 'react';
import type { XrayItemType } from '../../../contract/xray-catalogue';

/** The inspector's icons: 16 px strokes in the current colour; the button or text beside names them. */
function Icon({ children, size = 16 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const PATHS: Readonly<Record<XrayItemType, ReactNode>> = {
  cart: (
    <>
      <path d="M1.5 2h2l1.6 7.6a1 1 0 0 0 1 .8h5.6a1 1 0 0 0 1-.8L13.8 5H4.3" />
      <circle cx="6.5" cy="13" r="1" />
      <circle cx="11.5" cy="13" r="1" />
    </>
  ),
  found: (
    <>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M5.4 8.2l1.8 1.8 3.5-3.7" />
    </>
  ),
  'plan-price-clicked': (
    <>
      <path d="M6 6l7.5 2.6-3.2 1.2-1.2 3.2z" />
      <path d="M6 1.5v1.8M1.5 6h1.8M2.9 2.9l1.3 1.3M9.1 2.9L7.8 4.2M2.9 9.1l1.3-1.3" />
    </>
  ),
  'content-removed': (
    <>
      <path d="M1.5 8s2.4-4.5 6.5-4.5c1.1 0 2.1.3 3 .8M14.5 8s-2.4 4.5-6.5 4.5c-1.1 0-2.1-.3-3-.8" />
      <path d="M6.6 9.4a2 2 0 0 1 2.8-2.8" />
      <path d="M2 14L14 2" />
    </>
  ),
  error: (
    <>
      <path d="M5.3 1.5h5.4l3.8 3.8v5.4l-3.8 3.8H5.3l-3.8-3.8V5.3z" />
      <path d="M8 4.8v3.7M8 11v.2" />
    </>
  ),
  warning: (
    <>
      <path d="M7.1 2.3a1 1 0 0 1 1.8 0l5.8 10.3a1 1 0 0 1-.9 1.5H2.2a1 1 0 0 1-.9-1.5z" />
      <path d="M8 6v3.2M8 11.4v.2" />
    </>
  ),
};

export function ItemIcon({ type }: { type: XrayItemType }) {
  return <Icon>{PATHS[type]}</Icon>;
}

export function ChevronIcon() {
  return (
    <Icon size={14}>
      <path d="M6 4l4 4-4 4" />
    </Icon>
  );
}

export function ExternalIcon() {
  return (
    <Icon size={12}>
      <path d="M9 2.5h4.5V7M13.5 2.5L7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
    </Icon>
  );
}

export function LocateIcon() {
  return (
    <Icon size={12}>
      <circle cx="8" cy="8" r="4.5" />
      <circle cx="8" cy="8" r="1" />
      <path d="M8 1v2.5M8 12.5V15M1 8h2.5M12.5 8H15" />
    </Icon>
  );
}

export function HelpIcon() {
  return (
    <Icon size={14}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M6.2 6.2a1.9 1.9 0 0 1 3.7.6c0 1.3-1.9 1.6-1.9 2.7M8 11.6v.1" />
    </Icon>
  );
}

export function SideIcon({ side }: { side: 'left' | 'right' }) {
  return (
    <Icon>
      <rect x="1.75" y="2.75" width="12.5" height="10.5" rx="1.5" />
      <path d={side === 'left' ? 'M6 2.75v10.5' : 'M10 2.75v10.5'} />
    </Icon>
  );
}

export function XrayMarkIcon() {
  return (
    <Icon>
      <path d="M2 5V3a1 1 0 0 1 1-1h2M11 2h2a1 1 0 0 1 1 1v2M14 11v2a1 1 0 0 1-1 1h-2M5 14H3a1 1 0 0 1-1-1v-2" />
      <circle cx="8" cy="8" r="2.5" />
    </Icon>
  );
}
