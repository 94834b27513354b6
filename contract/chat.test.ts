import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_SETTINGS, isCssColor, SUGGESTED_PROMPTS } from './chat.ts';

describe('isCssColor', () => {
  it.each([
    '#fff',
    '#FFFA',
    '#2962ff',
    '#2962ffcc',
    'rgb(41, 98, 255)',
    'rgba(41,98,255,0.5)',
    'rgb(41 98 255 / 50%)',
    'rgb(10%, 20%, 30%)',
    'hsl(220, 100%, 58%)',
    'hsla(220deg 100% 58% / .8)',
    'hsl(0.5turn 50% 50%)',
    'RebeccaPurple',
    'transparent',
    'currentColor',
  ])('takes %s', (color) => {
    expect(isCssColor(color)).toBe(true);
  });

  it.each([
    '',
    'fff',
    '#ff',
    '#12345',
    '#ggg',
    'red;',
    'red; background: url(x)',
    'url(https://evil.example/x.png)',
    'expression(alert(1))',
    'var(--primary)',
    'rgb(1, 2)',
    'rgb(1, 2, 3, 4, 5)',
    'rgb(1 2 3) ; color: red',
    'rgb(1,2,3)}body{',
    'red /* comment */',
    'calc(1px)',
    'notacolor',
    `#${'f'.repeat(100)}`,
    'red\n',
  ])('refuses %j', (value) => {
    expect(isCssColor(value)).toBe(false);
  });
});

describe('the default agent settings', () => {
  it("are the spec's: title Chain Forge and the three suggested prompts", () => {
    expect(DEFAULT_AGENT_SETTINGS.title).toBe('Chain Forge');
    expect(DEFAULT_AGENT_SETTINGS.prompts).toEqual([
      'Can you tell me when an order should land?',
      'Do I have any stockout risks?',
      'How can I reduce warehouse costs?',
    ]);
    expect(SUGGESTED_PROMPTS).toHaveLength(3);
    expect(DEFAULT_AGENT_SETTINGS.colors).toEqual({});
  });
});
