/**
 * The CDN bundle's entry: one script tag defines every element on any page. The product API is
 * found beside the script (`<script src=".../cdn/chainforge-elements.js">` means `.../api`) unless
 * the tag names it with `data-product-api-url`.
 */
import { configure } from './core/config';
import './balance-card/balance-card';
import './orders-table/orders-table';
import './transactions-table/transactions-table';

function ownScriptTag(): HTMLScriptElement | null {
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]');
  return [...scripts].find((script) => script.src === import.meta.url) ?? null;
}

const script = ownScriptTag();
const bundleUrl = import.meta.url;
configure({ apiBaseUrl: script?.dataset.productApiUrl ?? new URL('../api', bundleUrl).href });
