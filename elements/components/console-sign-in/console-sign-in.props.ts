export interface ConsoleSignInProps {
  /** The product's name over the form. */
  heading?: string;
  /** The token of an invitation link: the element accepts that invitation instead of signing in. */
  invitationToken?: string;
}
