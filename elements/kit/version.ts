declare const __CHAINFORGE_VERSION__: string;

/** Injected by Vite from package.json, so two bundles on one page can tell each other apart. */
export const VERSION: string = typeof __CHAINFORGE_VERSION__ === 'string' ? __CHAINFORGE_VERSION__ : '0.0.0-dev';
