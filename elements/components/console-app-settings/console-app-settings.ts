import { defineElement } from '../../kit/define-element';
import { ConsoleAppSettingsPage } from './console-app-settings.component';
import { consoleAppSettingsMeta } from './console-app-settings.meta';

/** The meta this module defines its tag from; elements/element-types.ts derives the tag's types from it. */
export const meta = consoleAppSettingsMeta;

defineElement(consoleAppSettingsMeta, ConsoleAppSettingsPage);
