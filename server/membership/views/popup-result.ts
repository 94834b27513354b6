import { randomBytes } from 'node:crypto';
import type { ErrorBody } from '../../../contract/error-codes.ts';
import { Html, html, page } from './html.ts';

/** JSON inside a script element: nothing in it can close the element or start markup. */
const scriptJson = (value: unknown) =>
  new Html(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );

const POST_RESULT = new Html(
  "var r=JSON.parse(document.getElementById('result').textContent);if(window.opener){window.opener.postMessage(r.message,r.origin);window.close();}",
);

export type PopupResult = { data: unknown } | ErrorBody;

/**
 * The last page of a provider popup: posts the result to the opener, to `openerOrigin` only (the
 * page that started it, checked against the app's allowed origins), in the shape
 * @memberstack/dom's listener reads (`data.data.member` and `tokens`, or `data.error`), then closes.
 */
export function popupResultPage(openerOrigin: string, result: PopupResult) {
  const nonce = randomBytes(16).toString('base64');
  const shown = 'error' in result ? result.error.message : 'Done. You can close this window.';
  const body = html`<p>${shown}</p><script type="application/json" id="result">${scriptJson({ origin: openerOrigin, message: result })}</script><script nonce="${nonce}">${POST_RESULT}</script>`;
  return page('Signing in', body, { nonce });
}
