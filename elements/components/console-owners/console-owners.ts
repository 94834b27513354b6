import { defineElement } from '../../kit/define-element';
import { ConsoleOwners } from './console-owners.component';
import { consoleOwnersMeta } from './console-owners.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleOwnersMeta;

defineElement(consoleOwnersMeta, ConsoleOwners);
