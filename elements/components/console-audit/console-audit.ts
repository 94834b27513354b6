import { defineElement } from '../../kit/define-element';
import { ConsoleAudit } from './console-audit.component';
import { consoleAuditMeta } from './console-audit.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleAuditMeta;

defineElement(consoleAuditMeta, ConsoleAudit);
