import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { exposureWarning } from './exposure-warning.ts';

const config = (env: Record<string, string>) => loadConfig(env);
const alone = { behindHotReload: false };

describe('the warning at start', () => {
  it('is not given on loopback or in production', () => {
    expect(exposureWarning(config({}), alone)).toBeUndefined();
    expect(exposureWarning(config({ HOST: '::1' }), alone)).toBeUndefined();
    expect(exposureWarning(config({ HOST: '0.0.0.0', NODE_ENV: 'production' }), alone)).toBeUndefined();
  });

  it('is given, several lines long, in development mode beyond loopback', () => {
    const warning = exposureWarning(config({ HOST: '0.0.0.0' }), alone)!;
    expect(warning.split('\n').length).toBeGreaterThan(4);
    expect(warning).toContain('HOST=0.0.0.0');
    expect(warning).toContain('/dev/mailbox');
    expect(warning).toContain('only browsers on this machine');
    expect(warning).toContain('Set NODE_ENV=production');
  });

  it('says when the development routes answer everyone: DEV_ROUTES=on, or behind the hot-reload server', () => {
    expect(exposureWarning(config({ HOST: '0.0.0.0', DEV_ROUTES: 'on' }), alone)).toContain('answer every client');
    expect(exposureWarning(config({ HOST: '0.0.0.0' }), { behindHotReload: true })).toContain('answer everyone');
  });
});
