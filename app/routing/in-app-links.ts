import { isConsolePath } from '../console/console-path';
import { isKnownPath } from './routes';

/**
 * Links inside our elements (shadow roots, where wouter's <Link> cannot reach) to a page of the
 * dashboard or its console are followed without a page load, as a click on a <Link> would be. A click meant for
 * the browser (a modifier key, another button, a new tab or window, a download, another origin)
 * is left to it.
 */
export function followInAppLinks(navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event
      .composedPath()
      .find((target): target is HTMLAnchorElement => target instanceof HTMLAnchorElement);
    if (!anchor?.href || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || !(isKnownPath(url.pathname) || isConsolePath(url.pathname))) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
