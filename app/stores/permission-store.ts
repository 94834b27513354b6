import { proxy } from 'valtio/vanilla';
import type { Permissions } from '../../elements/core/api-types';

export interface PermissionState {
  hasCnfg: boolean;
  hasCtfd: boolean;
  loaded: boolean;
}

const unknown = (): PermissionState => ({ hasCnfg: false, hasCtfd: false, loaded: false });

/** Which product families the account may use; false until fetched. */
export const permissionStore = proxy<PermissionState>(unknown());

export function setPermissions(permissions: Partial<Permissions>): void {
  Object.assign(permissionStore, {
    hasCnfg: Boolean(permissions.cnfg_basic || permissions.cnfg_pro || permissions.cnfg_elite),
    hasCtfd: Boolean(permissions.ctfd_basic || permissions.ctfd_pro || permissions.ctfd_elite),
    loaded: true,
  });
}

export function resetPermissions(): void {
  Object.assign(permissionStore, unknown());
}
