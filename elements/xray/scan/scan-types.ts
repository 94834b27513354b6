/**
 * What the inspector's scan finds on a page, in the shape `window.chainforge.inspector.scan()`
 * answers: errors and warnings with their catalogue id (`broken-plan-suffix`, `missing-redirect`,
 * ...) and message, and every catalogued `data-ms-*` attribute found.
 */
export interface ScanIssue {
  /** The catalogue id of the error or warning. */
  id: string;
  /** What is wrong, in words a builder reads (the catalogue's message, filled in). */
  message: string;
  element: Element;
}

export interface ScanFound {
  /** The attribute's name as written, e.g. `data-ms-plan:add`. */
  attribute: string;
  value: string;
  element: Element;
}

export interface ScanResult {
  errors: ScanIssue[];
  warnings: ScanIssue[];
  found: ScanFound[];
}
