import { defineElement } from '../../kit/define-element';
import { MsComments } from './ms-comments.component';
import { msCommentsMeta } from './ms-comments.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = msCommentsMeta;

defineElement(msCommentsMeta, MsComments);
