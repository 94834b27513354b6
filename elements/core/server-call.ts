import type { AxiosRequestConfig } from 'axios';
import { type ClientError, readClientError } from './client-error';
import { createHttpClient } from './http-client';

/** How one server is called: where it is, what each request carries, how its answers and refusals read. */
export interface ServerCallSettings {
  /** The server's base URL, read at every call: the runtime configuration may change after start. */
  baseUrl: () => string;
  /** The bearer token to send, read at every call; none when it gives null. */
  token?: () => string | null;
  /** Further headers every request carries (the app's public key); read at every call. */
  headers?: () => Record<string, string>;
  /** Whether the browser sends the server's cookies along (a session kept in an HttpOnly cookie). */
  withCredentials?: boolean;
  /** Whether answers come as `{ data }` (the membership service) rather than bare (the product API). */
  envelope: boolean;
  /** The server's own words for a failure (a client error still); as read when not given. */
  reword?: (failure: ClientError) => ClientError;
  /** Whether a failure (in the server's words) means the session is over: the token was refused. */
  isRefusedToken?: (failure: ClientError) => boolean;
  /**
   * The refused-token hook, with the token the refused request carried: a newer one may be stored
   * by then, which must not be thrown away.
   */
  onRefusedToken?: (sentToken: string | null) => void;
}

/** An answer as it came: its status and its body, the envelope left on. */
export interface ServerAnswer<T> {
  status: number;
  body: T;
}

export interface ServerCall {
  /** One call, answering what the server put in its envelope (or the bare body); rejects with a ClientError. */
  <T>(request: AxiosRequestConfig): Promise<T>;
  /** One call whose status matters (a 204) or whose body is a stream; rejects like the call. */
  answer<T>(request: AxiosRequestConfig): Promise<ServerAnswer<T>>;
}

/**
 * The one way the browser calls a server of ours: the base URL, the token and credentials, the
 * answer's envelope, the refused-token hook, and every failure as the one ClientError (a streamed
 * answer's failure read whole first, so that its envelope is not lost).
 */
export function createServerCall(settings: ServerCallSettings): ServerCall {
  const http = createHttpClient();

  async function answer<T>(request: AxiosRequestConfig): Promise<ServerAnswer<T>> {
    const token = settings.token?.() ?? null;
    const headers: Record<string, string> = { ...settings.headers?.() };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await http.request<T>({
        ...request,
        baseURL: settings.baseUrl(),
        withCredentials: settings.withCredentials ?? false,
        headers: { ...headers, ...(request.headers as Record<string, string> | undefined) },
      });
      return { status: response.status, body: response.data };
    } catch (thrown) {
      const read = await readClientError(thrown);
      const failure = settings.reword ? settings.reword(read) : read;
      if (settings.isRefusedToken?.(failure)) settings.onRefusedToken?.(token);
      throw failure;
    }
  }

  const call = async <T>(request: AxiosRequestConfig): Promise<T> => {
    const { body } = await answer<{ data: T } | T>(request);
    return settings.envelope ? ((body as { data: T } | null)?.data as T) : (body as T);
  };
  return Object.assign(call, { answer });
}
