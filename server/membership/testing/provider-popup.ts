// For provider tests: a popup flow driven over HTTP as the browser would, cookies and all.
import type { TestServer } from '../../testing/test-server.ts';
import { msFetch, TEST_KEY } from './client.ts';

export const OPENER = 'http://127.0.0.1:5173';

export interface PopupOutcome {
  status: number;
  origin: string;
  message: { data?: any; error?: { code: string; message: string } };
}

/** The single-use ticket a connect popup starts with, asked for with the member's token as the profile modal does. */
export async function connectTicket(server: TestServer, token: string, provider: string): Promise<string> {
  const response = await msFetch(server, '/auth-provider/connect-ticket', { body: { provider }, token });
  const json = await response.json();
  if (response.status !== 200) throw new Error(`connect ticket: ${response.status} ${JSON.stringify(json)}`);
  return json.data.ticket;
}

/** Starts /auth-provider/<intent>; answers the redirect and the flow cookie. */
export async function startPopup(
  server: TestServer,
  intent: string,
  query: Record<string, string>,
  referer = `${OPENER}/login`,
) {
  const params = new URLSearchParams({
    publicKey: TEST_KEY,
    appId: 'app_chainforge_demo',
    origin: new URL(referer).hostname,
    ...query,
  });
  const response = await fetch(`${server.url}/membership/auth-provider/${intent}?${params}`, {
    redirect: 'manual',
    headers: { Referer: referer },
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { response, location: response.headers.get('location') ?? '', cookie };
}

/** The callback's page: the message it posts and the origin it posts to. */
export async function readPopupResult(response: Response): Promise<PopupOutcome> {
  const page = await response.text();
  const json = /<script type="application\/json" id="result">([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (!json) throw new Error(`no popup result in ${response.status}: ${page.slice(0, 300)}`);
  const parsed = JSON.parse(json);
  return { status: response.status, origin: parsed.origin, message: parsed.message };
}

/** The whole development-provider popup: start, pick the account, come back to the callback. */
export async function devProviderPopup(
  server: TestServer,
  intent: string,
  query: Record<string, string>,
  account: { id: string; email: string },
) {
  const { location, cookie } = await startPopup(server, intent, query);
  const signIn = new URL(location, server.url);
  if (!signIn.pathname.endsWith('/dev-sign-in'))
    throw new Error(`expected the development sign-in page, got ${location}`);
  const approve = new URL(`${signIn.pathname}/approve`, server.url);
  approve.search = new URLSearchParams({ ...Object.fromEntries(signIn.searchParams), ...account }).toString();
  const back = await fetch(approve, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '', server.url);
  return readPopupResult(await fetch(callback, { headers: { Cookie: cookie } }));
}
