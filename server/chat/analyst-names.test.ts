import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownLiteral } from '../../contract/markdown-literal.ts';
import type { SupplyChainOverview } from '../../contract/product-answers.ts';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { askChat } from '../testing/chat-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** A stored name that would be a link, bold text and a cell break if written into Markdown as it is. */
const HOSTILE = '[Pay](https://evil.example) **x** | y';
const DEMO = 'demo@chainforge.dev';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.issueToken(DEMO);
  const memberId = (await findMemberIdByEmail(server.db, DEMO))!;
  await server.db
    .updateTable('incoming_orders')
    .set({ product_name: HOSTILE })
    .where('member_id', '=', memberId)
    .execute();
  await server.db.updateTable('products').set({ name: HOSTILE }).where('member_id', '=', memberId).execute();
  await server.db.updateTable('warehouses').set({ name: HOSTILE }).where('member_id', '=', memberId).execute();
});
afterAll(() => server.close());

async function ask(question: string): Promise<string> {
  const answer = await askChat(server.url, token, question);
  expect(answer.status).toBe(200);
  return answer.text;
}

/** The cells of a Markdown table row, split where a GitHub-flavoured renderer splits them. */
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** Each Markdown table of an answer, as its lines (header first). */
const tables = (text: string) =>
  text
    .split(/\n(?!\|)|(?<!\|)\n/)
    .filter((block) => block.startsWith('| '))
    .map((block) => block.split('\n'));

describe('stored names in the analyst answers stay text', () => {
  it('an incoming order of a product named like a link shows the name literally in its table row', async () => {
    const text = await ask('Show me my incoming orders');
    const rows = text.split('\n').filter((line) => line.startsWith('| ') && line.includes(markdownLiteral(HOSTILE)));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(cells(row)).toHaveLength(4);
      expect(cells(row)[2]).toBe(markdownLiteral(HOSTILE));
    }
    expect(text).not.toContain(HOSTILE);
    expect(text).not.toContain('](https://evil.example)');
  });

  it('stockout risks, landings and warehouse costs write product and warehouse names literally', async () => {
    const overview = (await (
      await fetch(`${server.url}/api/supply-chain/overview`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as SupplyChainOverview;
    expect(overview.inventory[0]?.warehouse).toBe(HOSTILE);
    for (const question of [
      'Do I have any stockout risks?',
      'When should my orders land?',
      'How can I reduce warehouse costs?',
    ]) {
      const text = await ask(question);
      expect(text, question).toContain(markdownLiteral(HOSTILE));
      expect(text, question).not.toContain(HOSTILE);
      for (const rows of tables(text)) {
        const width = cells(rows[0]!).length;
        for (const line of rows) expect(cells(line), line).toHaveLength(width);
      }
    }
  });
});
