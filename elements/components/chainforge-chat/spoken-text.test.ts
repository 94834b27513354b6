import { describe, expect, it } from 'vitest';
import { splitSentences, spokenSentences } from './spoken-text';

const answer = [
  '**Stockout risks — all channels** (stock as of 2026-11-24)',
  '',
  '**13** of your 54 stock positions are below their reorder point, across 8 SKUs. Most urgent first:',
  '',
  '| SKU | Product | Available |',
  '| --- | --- | ---: |',
  '| ACM-STW-101 | Stretch Wrap | 28 |',
  '| ACM-LBL-108 | Labels | 17 |',
  '',
  '- **Landing dates**: when your purchase orders should land',
  '- Costs, e.g. storage vs. labor, at $1,234.50 a month!',
  '',
  'Ask me about one SKU.',
].join('\n');

const whole = [
  'Stockout risks — all channels (stock as of 2026-11-24).',
  '13 of your 54 stock positions are below their reorder point, across 8 SKUs.',
  'Most urgent first:',
  'A table of 2 rows, with the columns SKU, Product, Available.',
  'Landing dates: when your purchase orders should land.',
  'Costs, e.g. storage vs. labor, at $1,234.50 a month!',
  'Ask me about one SKU.',
];

describe('splitSentences', () => {
  it('ends sentences at . ! ? and … before a space, not inside figures or after common abbreviations', () => {
    expect(
      splitSentences('Hello there. It costs $1,234.50 (about 2.5%). Really?! Yes… "Quoted." e.g. this one.'),
    ).toEqual(['Hello there.', 'It costs $1,234.50 (about 2.5%).', 'Really?!', 'Yes…', '"Quoted."', 'e.g. this one.']);
  });
});

describe('spokenSentences', () => {
  it('reads a whole answer as sentences without markdown, a table as one line about it', () => {
    expect(spokenSentences(answer, true)).toEqual(whole);
  });

  it('holds back the sentence still being written and never says a part of one', () => {
    expect(spokenSentences('**13** of your 54 stock posi', false)).toEqual([]);
    expect(spokenSentences('Hello there. It costs', false)).toEqual(['Hello there.']);
    expect(spokenSentences('Hello there. It costs $1,234.', false)).toEqual(['Hello there.']);
    expect(spokenSentences('Hello there. It costs $1,234.50 a month. Next', false)).toEqual([
      'Hello there.',
      'It costs $1,234.50 a month.',
    ]);
  });

  it('only grows as the answer is written, token by token, ending with the whole answer', () => {
    let said: string[] = [];
    for (let length = 1; length <= answer.length; length += 3) {
      const now = spokenSentences(answer.slice(0, length), false);
      expect(now.slice(0, said.length), `at ${length} characters`).toEqual(said);
      said = now;
    }
    const final = spokenSentences(answer, true);
    expect(final.slice(0, said.length)).toEqual(said);
    expect(final).toEqual(whole);
  });

  it('says a table once it is complete', () => {
    const table = 'Intro.\n\n| SKU | On hand |\n| --- | ---: |\n| A | 1 |\n';
    expect(spokenSentences(table, false)).toEqual(['Intro.']);
    expect(spokenSentences(`${table}\nAfter`, false)).toEqual([
      'Intro.',
      'A table of 1 row, with the columns SKU, On hand.',
    ]);
  });
});
