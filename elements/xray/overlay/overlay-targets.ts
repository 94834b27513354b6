import { catalogueEntry, catalogueEntryFor } from '../../../contract/xray-catalogue';
import type { ScanResult } from '../scan/scan-types';
import type { OverlayKind } from './overlay-layout';

/** One element to outline, with its colour (kind) and its tooltip. */
export interface OverlayTarget {
  element: Element;
  kind: OverlayKind;
  /** The tooltip as it first shows, short: an issue's title, or the attribute as written. */
  label: string;
  /** The whole tooltip, shown while the pointer is over the element: every finding in full. */
  detail: string;
}

const SEVERITY: Readonly<Record<OverlayKind, number>> = { error: 3, warning: 2, found: 1 };

interface Finding {
  kind: OverlayKind;
  label: string;
  detail: string;
}

/**
 * One outline per element of a scan, whatever it was listed for: an element with an error and a
 * found attribute gets one red outline whose tooltip names the error, and says both in full on
 * hover. In page order of first mention.
 */
export function overlayTargets(result: Pick<ScanResult, 'errors' | 'warnings' | 'found'>): OverlayTarget[] {
  const byElement = new Map<Element, Finding[]>();
  const add = (element: Element, finding: Finding) => {
    const known = byElement.get(element);
    if (!known) byElement.set(element, [finding]);
    else if (!known.some((other) => other.detail === finding.detail)) known.push(finding);
  };
  for (const issue of result.errors)
    add(issue.element, {
      kind: 'error',
      label: catalogueEntry(issue.id)?.title ?? issue.message,
      detail: issue.message,
    });
  for (const issue of result.warnings)
    add(issue.element, {
      kind: 'warning',
      label: catalogueEntry(issue.id)?.title ?? issue.message,
      detail: issue.message,
    });
  for (const found of result.found) {
    const label = foundLabel(found.attribute, found.value);
    const title = catalogueEntryFor(found.attribute, found.value)?.title;
    add(found.element, { kind: 'found', label, detail: title ? `${title}: ${label}` : label });
  }
  return [...byElement].map(([element, findings]) => {
    const sorted = [...findings].sort((a, b) => SEVERITY[b.kind] - SEVERITY[a.kind]);
    const worst = sorted[0]!;
    return {
      element,
      kind: worst.kind,
      label: worst.label,
      detail: sorted.map((finding) => finding.detail).join(' · '),
    };
  });
}

/** `data-ms-plan:add="pln_..."`, as the builder wrote it. */
export function foundLabel(attribute: string, value: string): string {
  return value ? `${attribute}="${value}"` : attribute;
}
