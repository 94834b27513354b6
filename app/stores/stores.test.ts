import { describe, expect, it } from 'vitest';
import { authStore, markAuthenticated, resetAuth } from './auth-store';
import { permissionStore, resetPermissions, setPermissions } from './permission-store';

describe('auth store', () => {
  it('starts logged out and resets to logged-out defaults', () => {
    expect(authStore).toMatchObject({ isAuthenticated: false, user: null, token: null });
    markAuthenticated('cf_at_x', { id: 'mem_1' });
    expect(authStore).toMatchObject({ isAuthenticated: true, token: 'cf_at_x', user: { id: 'mem_1' } });
    resetAuth();
    expect(authStore).toMatchObject({ isAuthenticated: false, user: null, token: null, loginInProgress: false });
  });
});

describe('permission store', () => {
  it('is false until fetched, then any tier unlocks its family', () => {
    expect(permissionStore).toMatchObject({ hasCnfg: false, hasCtfd: false, loaded: false });
    setPermissions({
      cnfg_basic: false,
      cnfg_pro: false,
      cnfg_elite: true,
      ctfd_basic: false,
      ctfd_pro: false,
      ctfd_elite: false,
    });
    expect(permissionStore).toMatchObject({ hasCnfg: true, hasCtfd: false, loaded: true });
    setPermissions({ ctfd_basic: true });
    expect(permissionStore).toMatchObject({ hasCnfg: false, hasCtfd: true });
    resetPermissions();
    expect(permissionStore).toMatchObject({ hasCnfg: false, hasCtfd: false, loaded: false });
  });
});
