import { defineElement } from '../../kit/define-element';
import { ConsoleComments } from './console-comments.component';
import { consoleCommentsMeta } from './console-comments.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleCommentsMeta;

defineElement(consoleCommentsMeta, ConsoleComments);
