export interface ConsoleAuditProps {
  /** Events per page, 1 to 200 (50 unless set). */
  pageSize?: number;
}
