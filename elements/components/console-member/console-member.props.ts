export interface ConsoleMemberProps {
  /** The member shown (`mem_...`). */
  memberId?: string;
  /** Where 'Members' goes back to. */
  listHref?: string;
}
