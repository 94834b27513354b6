import { defineElement } from '../../kit/define-element';
import { MsProfileModal } from './ms-profile-modal.component';
import { msProfileModalMeta } from './ms-profile-modal.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = msProfileModalMeta;

defineElement(msProfileModalMeta, MsProfileModal);
