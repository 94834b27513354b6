export interface ConsoleAuditProps {
  /** The filters to show, as the URL query `console-audit-filters` gives. */
  filters?: string;
  /** Events per page, 1 to 200 (50 unless set). */
  pageSize?: number;
}
