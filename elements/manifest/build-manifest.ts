import { consoleElementLoaders } from '../console-element-loaders';
import { dashed, detailTypeText, type AttributeMeta, type ElementMeta, type PropertyMeta } from '../kit/element-meta';
import { themeAttribute } from '../kit/theme-attribute';
import { themeTokens } from '../kit/theme-tokens';

/**
 * What a console element's description adds: the CDN script never defines its tag, so a builder
 * reading the manifest or the reference must not paste it into a page.
 */
export const APP_ONLY_NOTE =
  "App-only: the dashboard's /console pages import it themselves; the CDN script does not define this tag.";

/** Whether the tag is one of the owners' console's elements, which only the dashboard app defines. */
export const isAppOnly = (tag: string) => Object.hasOwn(consoleElementLoaders, tag);

/** custom-elements.json (schema 2.1.0) from the elements' metas, for editors and docs. */
export function buildManifest(metas: readonly ElementMeta<object>[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: metas.map((meta) => {
      const path = `elements/components/${meta.tag}/${meta.tag}.ts`;
      const className = `${meta.tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Element`;
      const attributes = Object.entries<AttributeMeta | undefined>({
        ...meta.attributes,
        theme: themeAttribute,
      }).filter((entry): entry is [string, AttributeMeta] => entry[1] !== undefined);
      const properties = Object.entries<PropertyMeta | undefined>(meta.properties).filter(
        (entry): entry is [string, PropertyMeta] => entry[1] !== undefined,
      );
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name: className,
            tagName: meta.tag,
            customElement: true,
            description: isAppOnly(meta.tag) ? `${meta.summary} ${APP_ONLY_NOTE}` : meta.summary,
            attributes: attributes.map(([prop, attribute]) => ({
              name: dashed(prop),
              fieldName: prop,
              type: { text: attribute.type },
              ...(attribute.default !== undefined ? { default: JSON.stringify(attribute.default) } : {}),
              description: attribute.description,
            })),
            members: [
              ...attributes.map(([prop, attribute]) => ({
                kind: 'field',
                name: prop,
                attribute: dashed(prop),
                reflects: true,
                type: { text: attribute.type },
                description: attribute.description,
              })),
              ...properties.map(([prop, property]) => ({
                kind: 'field',
                name: prop,
                type: { text: `${property.type} | undefined` },
                description: property.description,
              })),
            ],
            events: Object.entries(meta.events).map(([name, event]) => ({
              name,
              type: { text: `CustomEvent<${detailTypeText(event.detail)}>` },
              description: event.description,
            })),
            cssParts: Object.entries(meta.parts).map(([name, description]) => ({ name, description })),
            cssProperties: themeTokens.map((token) => ({
              name: token.name,
              description: token.description,
              default: token.dark,
            })),
          },
        ],
        exports: [
          { kind: 'js', name: className, declaration: { name: className, module: path } },
          { kind: 'custom-element-definition', name: meta.tag, declaration: { name: className, module: path } },
        ],
      };
    }),
  };
}
