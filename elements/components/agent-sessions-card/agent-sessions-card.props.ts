import type { AgentStats } from '../../core/api-types';

/** The two agents whose sessions the product counts. */
export const AGENTS = ['chat', 'voice'] as const;
export type Agent = (typeof AGENTS)[number];

export interface AgentSessionsCardProps {
  /** Which agent's sessions: `chat` (default) or `voice`. */
  agent?: Agent;
  stats?: AgentStats;
}
