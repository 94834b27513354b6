import { defineElement } from '../../kit/define-element';
import { loadModalWhenOpen } from '../../kit/membership/load-modal-when-open';
import { msLoginModalMeta } from './ms-login-modal.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = msLoginModalMeta;

defineElement(
  msLoginModalMeta,
  loadModalWhenOpen(() => import('./ms-login-modal.component').then((module) => module.MsLoginModal)),
);
