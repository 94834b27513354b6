import { useLayoutEffect, useRef } from 'react';
import { sanitizeHtmlFragment } from '../../xray/sanitize-html';
import { Prose } from '../../xray/ui/inspector-item.styles';

/**
 * Catalogue HTML (descriptions, help) shown only through the inspector's sanitiser: its safe copy
 * is built as nodes and appended, so no HTML string of ours is ever parsed into the live page.
 * Relative links resolve against the product's server (`base`).
 */
export function SafeHtml({ html, base, className }: { html: string; base: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.replaceChildren(sanitizeHtmlFragment(html, { baseUrl: base }));
  }, [html, base]);
  return <Prose ref={box} className={className} />;
}
