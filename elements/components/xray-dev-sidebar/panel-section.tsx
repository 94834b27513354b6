import type { ReactNode } from 'react';

/** A part of a sidebar tab under its heading, or the line that says it has nothing to show. */
export function PanelSection({
  title,
  emptyText,
  children,
}: {
  title: string;
  emptyText?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {emptyText ? <p className="muted">{emptyText}</p> : children}
    </section>
  );
}
