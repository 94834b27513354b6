import { defineElement } from '../../kit/define-element';
import { ConsoleActivity } from './console-activity.component';
import { consoleActivityMeta } from './console-activity.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleActivityMeta;

defineElement(consoleActivityMeta, ConsoleActivity);
