import type { GateKnowledge } from './gating';

/** What the interactive part (interactive.ts) is handed: what gating knows, and how to apply it again. */
export interface RuntimeView {
  knowledge: GateKnowledge;
  /** The app's allowed origins, for a URL gate's redirect (the interactive part sets the fresh ones). */
  allowedOrigins: readonly string[];
  /** Decides the whole page again (the member or the groups changed). */
  refresh(): void;
}
