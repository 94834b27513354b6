import { ConfigError } from '../config-values.ts';

/**
 * An origin pattern whose port is a wildcard (`http://127.0.0.1:*`, `http://localhost:*`): every
 * program on that machine, any port, is trusted as the site. Right for a developer's machine,
 * where builders' pages run on any local port; wrong in production, where origins are named.
 */
export function isWildcardPortOrigin(pattern: string): boolean {
  return /:\*$/.test(pattern.trim());
}

/** In production: refuses wildcard-port origins, naming the setting they came from. */
export function refuseWildcardPorts(setting: string, patterns: readonly string[]): void {
  const wildcards = patterns.filter(isWildcardPortOrigin);
  if (wildcards.length > 0)
    throw new ConfigError(
      `${setting} trusts every port of a host (${wildcards.join(', ')}); with NODE_ENV=production name each origin, e.g. https://www.example.com`,
    );
}
