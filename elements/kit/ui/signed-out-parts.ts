/** The parts of every element of a member's own data while nobody is signed in, for its meta. */
export const signedOutParts = {
  'signed-out': 'While nobody is signed in: the notice asking the visitor to sign in, in place of the data',
  'sign-in': "The notice's Sign in button, which opens the login modal (on a page that loads the CDN script)",
} as const;
