import { defineElement } from '../../kit/define-element';
import { MsLoginModal } from './ms-login-modal.component';
import { msLoginModalMeta } from './ms-login-modal.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = msLoginModalMeta;

defineElement(msLoginModalMeta, MsLoginModal);
