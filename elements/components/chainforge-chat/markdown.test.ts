import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown';
import { inlineText, parseInline, safeHref } from './markdown-inline';

const text = (value: string) => ({ type: 'text', text: value });

describe('inline markdown', () => {
  it('reads emphasis, strong, both, strikethrough and code spans', () => {
    expect(parseInline('a **b** *c* ***d*** ~~e~~ `f*g*`')).toEqual([
      text('a '),
      { type: 'strong', children: [text('b')] },
      text(' '),
      { type: 'em', children: [text('c')] },
      text(' '),
      { type: 'strong', children: [{ type: 'em', children: [text('d')] }] },
      text(' '),
      { type: 'del', children: [text('e')] },
      text(' '),
      { type: 'code', text: 'f*g*' },
    ]);
  });

  it('nests emphasis inside strong', () => {
    expect(parseInline('**a *b* c**')).toEqual([
      { type: 'strong', children: [text('a '), { type: 'em', children: [text('b')] }, text(' c')] },
    ]);
  });

  it('leaves lone markers, spaced asterisks and snake_case words as text', () => {
    expect(parseInline('2 * 3 = 6, snake_case_name and **open')).toEqual([
      text('2 * 3 = 6, snake_case_name and **open'),
    ]);
  });

  it('keeps HTML as text, never markup', () => {
    expect(parseInline('<script>alert(1)</script> <b>bold</b>')).toEqual([
      text('<script>alert(1)</script> <b>bold</b>'),
    ]);
  });

  it('links http(s) addresses, written as links, autolinks or bare', () => {
    expect(parseInline('[Docs](https://example.com/a_(b)) <http://x.test/y> see https://z.test/p?q=1.')).toEqual([
      { type: 'link', href: 'https://example.com/a_(b)', children: [text('Docs')] },
      text(' '),
      { type: 'link', href: 'http://x.test/y', children: [text('http://x.test/y')] },
      text(' see '),
      { type: 'link', href: 'https://z.test/p?q=1', children: [text('https://z.test/p?q=1')] },
      text('.'),
    ]);
  });

  it('shows a link to anything but http(s) as the text it was written as', () => {
    for (const source of [
      '[click](javascript:alert(1))',
      '[x](JAVASCRIPT:alert(1))',
      '[x](data:text/html,<b>hi</b>)',
      '[x](/relative/path)',
      '[x](//evil.test)',
      '[x](vbscript:msgbox)',
    ]) {
      expect(parseInline(source), source).toEqual([text(source)]);
    }
    expect(parseInline('<javascript:alert(1)>')).toEqual([text('<javascript:alert(1)>')]);
  });

  it('reads backslash escapes and hard line breaks', () => {
    expect(parseInline('\\*not em\\* a  \nb\\\nc\nd')).toEqual([
      text('*not em* a'),
      { type: 'break' },
      text('b'),
      { type: 'break' },
      text('c\nd'),
    ]);
  });

  it('while an answer is written, runs an open emphasis or code span to the end', () => {
    expect(parseInline('the **13 of', true)).toEqual([text('the '), { type: 'strong', children: [text('13 of')] }]);
    expect(parseInline('run `npm te', true)).toEqual([text('run '), { type: 'code', text: 'npm te' }]);
    expect(parseInline('the **13 of', false)).toEqual([text('the **13 of')]);
  });

  it('gives the plain text of inline nodes', () => {
    expect(inlineText(parseInline('**Stockout** risks at [Reno](https://r.test) `ACM-1`'))).toBe(
      'Stockout risks at Reno ACM-1',
    );
  });
});

describe('safeHref', () => {
  it('keeps http and https only', () => {
    expect(safeHref(' https://a.test/x ')).toBe('https://a.test/x');
    expect(safeHref('HTTP://A.test')).toBe('http://a.test/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('java\nscript:alert(1)')).toBeNull();
    expect(safeHref('https://a.test/\u0000')).toBeNull();
    expect(safeHref('mailto:a@b.test')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });
});

describe('block markdown', () => {
  it('reads headings, paragraphs, rules, quotes and fenced code', () => {
    expect(parseMarkdown('# Title\n\nOne\nline two\n\n---\n\n> quoted\n\n```ts\nconst a = "<b>";\n```')).toEqual([
      { type: 'heading', level: 1, children: [text('Title')] },
      { type: 'paragraph', children: [text('One\nline two')] },
      { type: 'rule' },
      { type: 'quote', children: [{ type: 'paragraph', children: [text('quoted')] }] },
      { type: 'code', lang: 'ts', text: 'const a = "<b>";' },
    ]);
  });

  it('reads bullet and numbered lists, tight or loose, nested, and a numbered list that starts later', () => {
    expect(parseMarkdown('- a\n- **b**\n  - c\n\n3. x\n4. y')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        tight: true,
        items: [
          [{ type: 'paragraph', children: [text('a')] }],
          [
            { type: 'paragraph', children: [{ type: 'strong', children: [text('b')] }] },
            {
              type: 'list',
              ordered: false,
              start: 1,
              tight: true,
              items: [[{ type: 'paragraph', children: [text('c')] }]],
            },
          ],
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        tight: true,
        items: [[{ type: 'paragraph', children: [text('x')] }], [{ type: 'paragraph', children: [text('y')] }]],
      },
    ]);
    const loose = parseMarkdown('1. first\n\n2. second');
    expect(loose).toHaveLength(1);
    expect(loose[0]).toMatchObject({ type: 'list', tight: false, items: [[{}], [{}]] });
  });

  it("reads the analyst's tables, with alignment, escaped pipes and short rows filled", () => {
    const [table] = parseMarkdown(
      '| SKU | Available | Note |\n| --- | ---: | :-: |\n| ACM-1 | 28 | a \\| b |\n| ACM-2 | 17 |',
    );
    expect(table).toEqual({
      type: 'table',
      align: [null, 'right', 'center'],
      head: [[text('SKU')], [text('Available')], [text('Note')]],
      rows: [
        [[text('ACM-1')], [text('28')], [text('a | b')]],
        [[text('ACM-2')], [text('17')], []],
      ],
    });
  });

  it('ends a paragraph at a table that follows it directly', () => {
    expect(parseMarkdown('Most urgent first:\n| a | b |\n| - | - |\n| 1 | 2 |').map((block) => block.type)).toEqual([
      'paragraph',
      'table',
    ]);
  });

  it('keeps a numbered item, its table and the paragraph after it apart, as the analyst writes them', () => {
    const blocks = parseMarkdown(
      '1. **Clear stock.** These:\n\n| SKU | On hand |\n| --- | ---: |\n| A | 1 |\n\nPause orders.\n\n2. **Work on labor**',
    );
    expect(blocks.map((block) => block.type)).toEqual(['list', 'table', 'paragraph', 'list']);
    expect(blocks[3]).toMatchObject({ ordered: true, start: 2 });
  });

  it('shows an unclosed fence as code to the end', () => {
    expect(parseMarkdown('```\nline')).toEqual([{ type: 'code', lang: '', text: 'line' }]);
  });

  it('keeps HTML blocks as paragraphs of text', () => {
    expect(parseMarkdown('<div onclick="x()">hi</div>\n<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [text('<div onclick="x()">hi</div>\n<script>alert(1)</script>')] },
    ]);
  });

  it('while streaming, shows a table row only once its line is complete, and a table once it has its delimiter', () => {
    const types = (source: string) => parseMarkdown(source, { streaming: true }).map((block) => block.type);
    expect(types('Most urgent first:\n\n| SK')).toEqual(['paragraph']);
    expect(types('Most urgent first:\n\n| SKU | Product |\n')).toEqual(['paragraph']);
    expect(types('Most urgent first:\n\n| SKU | Product |\n| --- | --- |\n| ACM')).toEqual(['paragraph', 'table']);
    const [, table] = parseMarkdown('Intro\n\n| SKU | Product |\n| --- | --- |\n| A | B |\n| C', { streaming: true });
    expect(table).toMatchObject({ type: 'table', rows: [[[text('A')], [text('B')]]] });
    expect(parseMarkdown('**Stock', { streaming: true })).toEqual([
      { type: 'paragraph', children: [{ type: 'strong', children: [text('Stock')] }] },
    ]);
  });

  it('reads CRLF text like LF text', () => {
    expect(parseMarkdown('a\r\n\r\nb')).toEqual(parseMarkdown('a\n\nb'));
  });
});
