import { defineElement } from '../../kit/define-element';
import { XrayDevSidebar } from './xray-dev-sidebar.component';
import { xrayDevSidebarMeta } from './xray-dev-sidebar.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = xrayDevSidebarMeta;

defineElement(xrayDevSidebarMeta, XrayDevSidebar);
