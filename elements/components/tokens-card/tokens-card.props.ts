import type { AgentStats } from '../../core/api-types';

export interface TokensCardProps {
  stats?: AgentStats;
}
