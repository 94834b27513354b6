import { pageState } from './page-state';
import type { RuntimeConfig } from './runtime-config';

export const runtimeConfig: RuntimeConfig = pageState().config;

export function configure(settings: Partial<RuntimeConfig>): void {
  Object.assign(runtimeConfig, settings);
}
