import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementLoaders } from '../element-loaders';
import {
  buildElementPropTypes,
  buildHtmlCustomData,
  buildReactJsxTypes,
  buildVueTypes,
} from './build-package-editor-data';
import { loadElementMetas } from './element-metas';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const metas = await loadElementMetas();
const siteTags = Object.keys(elementLoaders).sort();

describe("the npm package's editor data and typings (package/)", () => {
  it('are up to date with the metas (run `npm run build` after changing an element)', () => {
    expect(JSON.parse(read('package/vscode.html-custom-data.json'))).toEqual(buildHtmlCustomData(metas));
    expect(read('package/element-props.d.ts')).toBe(buildElementPropTypes(metas));
    expect(read('package/jsx.d.ts')).toBe(buildReactJsxTypes(metas));
    expect(read('package/vue.d.ts')).toBe(buildVueTypes(metas));
  });

  it('carry every element the CDN script knows, and none of the console', () => {
    expect(buildHtmlCustomData(metas).tags.map((tag) => tag.name)).toEqual(siteTags);
    expect(buildVueTypes(metas)).not.toContain("'console-");
  });

  it("give each tag its attributes with their values, and each typing the element's props and events", () => {
    const table = buildHtmlCustomData(metas).tags.find((tag) => tag.name === 'transactions-table')!;
    expect(table.attributes.map((attribute) => attribute.name)).toEqual(['show-id', 'limit', 'controls', 'theme']);
    expect(table.attributes[0]).toMatchObject({ valueSet: 'v' });
    expect(table.attributes[3]).toMatchObject({ values: [{ name: 'dark' }, { name: 'light' }] });

    const props = buildElementPropTypes(metas);
    expect(props).toContain("showId?: ElementProps<'transactions-table'>['showId'];");
    expect(props).toContain("transactions?: ElementProps<'transactions-table'>['transactions'];");
    expect(props).not.toContain('console-');
    const jsx = buildReactJsxTypes(metas);
    expect(jsx).toContain("'transactions-table': JsxProps<'transactions-table'> & {");
    expect(jsx).toContain(
      "'ontransactions-table-error'?: (event: ElementEvents<'transactions-table'>['transactions-table-error']) => void;",
    );
    expect(buildVueTypes(metas)).toContain(
      "'ms-login-modal': DefineComponent<DocumentedElementProps['ms-login-modal'] & {",
    );
    expect(buildVueTypes(metas)).toContain(
      "onMsModalResult?: (event: ElementEvents<'ms-login-modal'>['ms-modal-result']) => void;",
    );
  });
});
