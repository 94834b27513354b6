/** The one theme of every element: CSS custom properties, dark by default, light on request. */
export type Theme = 'dark' | 'light';

interface Token {
  name: `--cf-${string}`;
  description: string;
  dark: string;
  light: string;
}

export const themeTokens: readonly Token[] = [
  {
    name: '--cf-color-background',
    description: 'Page-level background behind cards',
    dark: '#0d0f14',
    light: '#f4f5f8',
  },
  { name: '--cf-color-surface', description: 'Card and table background', dark: '#161a22', light: '#ffffff' },
  {
    name: '--cf-color-surface-raised',
    description: 'Hovered rows, headers, raised areas',
    dark: '#1e2330',
    light: '#f0f2f6',
  },
  { name: '--cf-color-border', description: 'Hairlines and dividers', dark: '#2a3040', light: '#dde1e8' },
  { name: '--cf-color-text', description: 'Main text', dark: '#eef0f5', light: '#161a22' },
  { name: '--cf-color-text-muted', description: 'Secondary text and labels', dark: '#a3abbb', light: '#535c6b' },
  {
    name: '--cf-color-primary',
    description: 'Primary (orange): actions and accents',
    dark: '#fb923c',
    light: '#c2410c',
  },
  { name: '--cf-color-on-primary', description: 'Text on the primary colour', dark: '#1a0d02', light: '#ffffff' },
  { name: '--cf-color-secondary', description: 'Secondary (amber): highlights', dark: '#fbbf24', light: '#b45309' },
  { name: '--cf-color-success', description: 'Credits and success', dark: '#4ade80', light: '#15803d' },
  { name: '--cf-color-danger', description: 'Errors', dark: '#f87171', light: '#b91c1c' },
  {
    name: '--cf-font-family',
    description: 'Font stack (the system fonts)',
    dark: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    light: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  {
    name: '--cf-font-mono',
    description: 'Font stack for IDs and figures',
    dark: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    light: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  { name: '--cf-radius', description: 'Corner radius of cards', dark: '12px', light: '12px' },
  {
    name: '--cf-shadow',
    description: 'Card shadow',
    dark: '0 1px 2px rgb(0 0 0 / 0.4)',
    light: '0 1px 3px rgb(16 24 40 / 0.12)',
  },
];

export function themeDeclarations(theme: Theme): string {
  return themeTokens.map((token) => `${token.name}: ${token[theme]};`).join('\n');
}

/**
 * `:host` rules, so a page's own `my-element { --cf-color-primary: ... }` still wins: outer-scope
 * declarations beat `:host` ones in the cascade.
 */
export const themeCss = `
:host {
${themeDeclarations('dark')}
  display: block;
  color: var(--cf-color-text);
  font-family: var(--cf-font-family);
  font-size: 14px;
  line-height: 1.45;
  color-scheme: dark;
}
:host([theme="light"]) {
${themeDeclarations('light')}
  color-scheme: light;
}
:host([hidden]) { display: none; }
`;
