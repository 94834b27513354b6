export interface InsightsCardProps {
  /** Preloaded insights text. */
  insights?: string;
}
