/**
 * The CDN bundle's entry: one script tag defines every element on any page. The settings come
 * from the script tag's `data-*` attributes.
 */
import { configure } from './core/config';
import { settingsFromScript } from './core/script-settings';
import { ownModuleScript } from './kit/own-module-script';
import './balance-card/balance-card';
import './orders-table/orders-table';
import './transactions-table/transactions-table';

configure(settingsFromScript(ownModuleScript(import.meta.url)?.dataset ?? {}, import.meta.url));
