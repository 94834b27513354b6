import { defineElement } from '../../kit/define-element';
import { loadModalWhenOpen } from '../../kit/membership/load-modal-when-open';
import { msProfileModalMeta } from './ms-profile-modal.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = msProfileModalMeta;

defineElement(
  msProfileModalMeta,
  loadModalWhenOpen(() => import('./ms-profile-modal.component').then((module) => module.MsProfileModal)),
);
