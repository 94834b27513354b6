import { defineElement } from '../../kit/define-element';
import { XraySidebar } from './xray-sidebar.component';
import { xraySidebarMeta } from './xray-sidebar.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = xraySidebarMeta;

defineElement(xraySidebarMeta, XraySidebar);
