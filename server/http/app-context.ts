/** What middleware puts on the request context for the handlers after it. */
export interface AppEnv {
  Variables: {
    memberId: string;
    apiTokenId: string;
  };
}
