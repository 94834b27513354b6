/** The Chain Forge mark: two linked chain rings in the primary colour. */
export function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--cf-color-primary)" />
      <g fill="none" stroke="var(--cf-color-on-primary)" strokeWidth="2.6" strokeLinecap="round">
        <rect x="5" y="11" width="13" height="10" rx="5" />
        <rect x="14" y="11" width="13" height="10" rx="5" />
      </g>
    </svg>
  );
}
