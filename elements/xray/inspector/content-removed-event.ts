/**
 * How the no-code runtime tells the inspector that gating removed content from the page (content the visitor
 * may not see behind `data-ms-content` is removed). The inspector lists each as a
 * 'content-removed' item. The runtime dispatches, just before it removes the element:
 *
 * ```ts
 * element.dispatchEvent(contentRemovedEvent(element, 'data-ms-content', 'members'));
 * ```
 *
 * The event bubbles and crosses shadow roots, so it reaches `document` while the element is still
 * in the page; dispatched on `document` itself it works the same. Nothing listens when the
 * inspector is off, and the event costs nothing then.
 */
export const CONTENT_REMOVED_EVENT = 'chainforge:content-removed';

export interface ContentRemovedDetail {
  /** What was removed, in words a builder recognises: `<div id="pricing" class="pro-only">`. */
  description: string;
  /** The attribute that removed it, as written: `data-ms-content`. */
  attribute?: string;
  /** Its value: `members`, `!members`, a content group key. */
  value?: string;
}

export function contentRemovedEvent(
  element: Element,
  attribute?: string,
  value?: string,
): CustomEvent<ContentRemovedDetail> {
  return new CustomEvent(CONTENT_REMOVED_EVENT, {
    bubbles: true,
    composed: true,
    detail: { description: describeElement(element), ...(attribute ? { attribute } : {}), ...(value ? { value } : {}) },
  });
}

/** `<div id="pricing" class="pro-only card">`: the tag with its id and classes, at most 120 characters. */
export function describeElement(element: Element): string {
  const id = element.id ? ` id="${element.id}"` : '';
  const classes = element.getAttribute('class')?.trim().replace(/\s+/g, ' ');
  const text = `<${element.localName}${id}${classes ? ` class="${classes}"` : ''}>`;
  return text.length > 120 ? `${text.slice(0, 118)}…>` : text;
}

/** Reads a detail from an event of any origin: a page's script may dispatch anything. */
export function contentRemovedDetail(event: Event): ContentRemovedDetail | null {
  const detail = (event as CustomEvent<unknown>).detail as Partial<Record<keyof ContentRemovedDetail, unknown>> | null;
  if (!detail || typeof detail !== 'object' || typeof detail.description !== 'string') return null;
  return {
    description: detail.description.slice(0, 300),
    ...(typeof detail.attribute === 'string' ? { attribute: detail.attribute.slice(0, 100) } : {}),
    ...(typeof detail.value === 'string' ? { value: detail.value.slice(0, 200) } : {}),
  };
}

declare global {
  interface DocumentEventMap {
    [CONTENT_REMOVED_EVENT]: CustomEvent<ContentRemovedDetail>;
  }
}
