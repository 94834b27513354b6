import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentSettings } from '../../contract/chat.ts';
import { namedNotPlainCharacters } from '../testing/not-plain-text.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.issueToken('chat@chainforge.dev');
});
afterAll(() => server.close());

const put = (body: unknown) =>
  fetch(`${server.url}/api/agent/settings`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function refusal(body: unknown): Promise<{ status: number; message: string }> {
  const response = await put(body);
  const answer = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, message: answer.error?.message ?? '' };
}

describe('agent settings text is plain', () => {
  it.each(namedNotPlainCharacters)(
    '%s is refused in every text setting with a 422 naming the field',
    async (_name, char) => {
      for (const [body, field] of [
        [{ title: `Acme${char}Bot` }, 'title:'],
        [{ greeting: `Hello${char} there` }, 'greeting:'],
        [{ disclaimer: `Check${char}figures` }, 'disclaimer:'],
        [{ prompts: ['Any stockouts?', `Where${char} is it?`] }, 'prompts.1:'],
      ] as const) {
        const { status, message } = await refusal(body);
        expect(status, JSON.stringify(body)).toBe(422);
        expect(message).toContain(field);
        expect(message).toContain('plain text');
      }
    },
  );

  it('keeps line breaks in the greeting and disclaimer, written on several lines, and nowhere else', async () => {
    const response = await put({ greeting: 'Hello!\nAsk me anything.', disclaimer: 'Line one\r\nLine two' });
    expect(response.status).toBe(200);
    const settings = (await response.json()) as AgentSettings;
    expect(settings.greeting).toBe('Hello!\nAsk me anything.');
    expect((await refusal({ title: 'Two\nlines' })).message).toContain('title:');
    expect((await refusal({ prompts: ['One\nprompt'] })).message).toContain('prompts.0:');
  });

  it('keeps other scripts, right-to-left text and emoji', async () => {
    const response = await put({ title: 'مساعد Acme 助手 🚚', prompts: ['¿Dónde está mi pedido?'] });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AgentSettings).title).toBe('مساعد Acme 助手 🚚');
  });
});

describe('agent colours stay readable', () => {
  it.each([
    [{ background: 'transparent' }, 'colors.background:', 'opaque'],
    [{ background: 'rgba(255, 255, 255, 0.5)' }, 'colors.background:', 'opaque'],
    [{ background: '#ffffff80' }, 'colors.background:', 'opaque'],
    [{ background: 'hsl(0 0% 100% / 90%)' }, 'colors.background:', 'opaque'],
    [{ background: 'currentcolor' }, 'colors.background:', 'currentcolor'],
    [{ userBubble: 'transparent' }, 'colors.userBubble:', 'opaque'],
    [{ text: 'transparent' }, 'colors.text:', 'transparent'],
    [{ background: '#000000', text: '#111111' }, 'colors.text:', 'contrast'],
    [{ background: 'white', text: 'lightyellow' }, 'colors.text:', 'contrast'],
    [{ background: 'black', text: 'rgba(255, 255, 255, 0.1)' }, 'colors.text:', 'contrast'],
    [{ background: '#1e1e1e', muted: '#2a2a2a' }, 'colors.muted:', 'contrast'],
    [{ userBubble: 'rgb(41, 98, 255)', userText: 'rgb(41, 98, 255)' }, 'colors.userText:', 'contrast'],
    [{ assistantBubble: 'hsl(210, 20%, 95%)', assistantText: '#fafafa' }, 'colors.assistantText:', 'contrast'],
  ])('refuses %j with a 422 naming %s', async (colors, field, why) => {
    const { status, message } = await refusal({ colors });
    expect(status).toBe(422);
    expect(message).toContain(field);
    expect(message).toContain(why);
  });

  it('takes readable colours, and a text colour whose background is the theme’s', async () => {
    const colors = {
      background: '#0f172a',
      text: '#f8fafc',
      muted: 'rgb(148 163 184)',
      userBubble: 'rgba(41, 98, 255, 1)',
      userText: 'white',
      assistantBubble: 'hsl(215 28% 17%)',
      assistantText: '#e2e8f0',
      primary: '#ff660080',
    };
    const response = await put({ colors });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AgentSettings).colors).toEqual(colors);
    expect((await put({ colors: { text: '#222222' } })).status).toBe(200);
  });
});
