import { defineElement } from '../../kit/define-element';
import { ConsoleMember } from './console-member.component';
import { consoleMemberMeta } from './console-member.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleMemberMeta;

defineElement(consoleMemberMeta, ConsoleMember);
