import { defineElement } from '../../kit/define-element';
import { ConsoleSignIn } from './console-sign-in.component';
import { consoleSignInMeta } from './console-sign-in.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleSignInMeta;

defineElement(consoleSignInMeta, ConsoleSignIn);
