import { defineElement } from '../../kit/define-element';
import { ConsoleMemberImport } from './console-member-import.component';
import { consoleMemberImportMeta } from './console-member-import.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleMemberImportMeta;

defineElement(consoleMemberImportMeta, ConsoleMemberImport);
