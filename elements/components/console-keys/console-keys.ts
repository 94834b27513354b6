import { defineElement } from '../../kit/define-element';
import { ConsoleKeys } from './console-keys.component';
import { consoleKeysMeta } from './console-keys.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleKeysMeta;

defineElement(consoleKeysMeta, ConsoleKeys);
