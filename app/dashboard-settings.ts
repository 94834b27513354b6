import { configure } from '../elements/core/config';

/**
 * The membership app the dashboard signs members in to, named by the page's
 * `<meta name="chainforge-public-key">` in index.html, so a deployment names its own app without
 * touching code. The APIs are on the dashboard's own origin.
 */
export function configureDashboard(): void {
  const publicKey = document.querySelector<HTMLMetaElement>('meta[name="chainforge-public-key"]')?.content.trim();
  configure({ publicKey: publicKey || null });
}
