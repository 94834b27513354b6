import type { ScanResult } from '../scan/scan-types';
import type { OverlayKind } from './overlay-layout';

/** One element to outline, with its colour (kind) and its tooltip. */
export interface OverlayTarget {
  element: Element;
  kind: OverlayKind;
  label: string;
}

const SEVERITY: Readonly<Record<OverlayKind, number>> = { error: 3, warning: 2, found: 1 };

/**
 * One outline per element of a scan, whatever it was listed for: an element with an error and a
 * found attribute gets one red outline whose tooltip says both. In page order of first mention.
 */
export function overlayTargets(result: Pick<ScanResult, 'errors' | 'warnings' | 'found'>): OverlayTarget[] {
  const byElement = new Map<Element, { kind: OverlayKind; labels: string[] }>();
  const add = (element: Element, kind: OverlayKind, label: string) => {
    const known = byElement.get(element);
    if (!known) {
      byElement.set(element, { kind, labels: [label] });
      return;
    }
    if (SEVERITY[kind] > SEVERITY[known.kind]) {
      known.kind = kind;
      known.labels.unshift(label);
    } else if (!known.labels.includes(label)) known.labels.push(label);
  };
  for (const issue of result.errors) add(issue.element, 'error', issue.message);
  for (const issue of result.warnings) add(issue.element, 'warning', issue.message);
  for (const found of result.found) add(found.element, 'found', foundLabel(found.attribute, found.value));
  return [...byElement].map(([element, { kind, labels }]) => ({ element, kind, label: labels.join(' · ') }));
}

/** `data-ms-plan:add="pln_..."`, as the builder wrote it. */
export function foundLabel(attribute: string, value: string): string {
  return value ? `${attribute}="${value}"` : attribute;
}
