import { defineElement } from '../../kit/define-element';
import { XrayBadge } from './xray-badge.component';
import { xrayBadgeMeta } from './xray-badge.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = xrayBadgeMeta;

defineElement(xrayBadgeMeta, XrayBadge);
