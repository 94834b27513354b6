import { describe, expect, it } from 'vitest';
import { elementLoaders } from '../element-loaders';
import { siteElementMetas } from './site-metas';

const siteTags = Object.keys(elementLoaders).sort();
const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

describe("the npm package's entries", () => {
  it('carry the metas of every element the CDN script knows', () => {
    expect(Object.keys(siteElementMetas).sort()).toEqual(siteTags);
    for (const [tag, meta] of Object.entries(siteElementMetas)) expect(meta.tag).toBe(tag);
  });

  it('have a React component per element, named after its tag', async () => {
    const react = await import('./react');
    const components = Object.values(react) as { displayName: string }[];
    expect(components.map((component) => component.displayName).sort()).toEqual(siteTags.map(pascal).sort());
  });

  it('import on a server without touching a DOM (this runs in Node)', async () => {
    expect(typeof document).toBe('undefined');
    const [root, membership] = await Promise.all([import('./index'), import('./membership')]);
    expect(Object.keys(root).sort()).toEqual(['autoload', 'configure', 'loadElement']);
    expect(Object.keys(membership).sort()).toEqual([
      'getCurrentMember',
      'hideModal',
      'logout',
      'onAuthChange',
      'openModal',
      'setMessages',
    ]);
  });
});
