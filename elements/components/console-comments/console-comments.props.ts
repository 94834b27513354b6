export interface ConsoleCommentsProps {
  /** The mode and channel shown, as the URL query `console-comments-filters` gives. */
  filters?: string;
  /** Each author's link; `{id}` stands for the member id. */
  memberHref?: string;
  /** Posts and replies a page, 1 to 100. */
  pageSize?: number;
}
