import { createTestTemplates } from './database-template.ts';

/** Vitest's global setup: the run's prepared databases, removed when the run ends. */
export default async function setup(): Promise<() => Promise<void>> {
  return createTestTemplates();
}
