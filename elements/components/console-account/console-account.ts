import { defineElement } from '../../kit/define-element';
import { ConsoleAccount } from './console-account.component';
import { consoleAccountMeta } from './console-account.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleAccountMeta;

defineElement(consoleAccountMeta, ConsoleAccount);
