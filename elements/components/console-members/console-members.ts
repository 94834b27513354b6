import { defineElement } from '../../kit/define-element';
import { ConsoleMembers } from './console-members.component';
import { consoleMembersMeta } from './console-members.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleMembersMeta;

defineElement(consoleMembersMeta, ConsoleMembers);
