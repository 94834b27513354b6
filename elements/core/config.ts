/** Where the product backend is: `/api` on the same origin, or set by the CDN script's page. */
export const runtimeConfig = {
  apiBaseUrl: '/api',
};

export function configure(settings: Partial<typeof runtimeConfig>): void {
  Object.assign(runtimeConfig, settings);
}
