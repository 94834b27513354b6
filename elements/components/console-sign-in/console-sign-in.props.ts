export interface ConsoleSignInProps {
  /** The product's name over the form. */
  heading?: string;
}
