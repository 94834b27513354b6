import { describe, expect, it } from 'vitest';
import { TOOL_DEFINITIONS } from './index.ts';

const incomingOrders = TOOL_DEFINITIONS.find((tool) => tool.name === 'incoming_orders')!;
const read = async (input: unknown) => {
  const result = await incomingOrders.input.validate!(input);
  if (!result.success) throw result.error;
  return JSON.parse(JSON.stringify(result.value)) as unknown;
};

describe('a tool input, as the model sees it', () => {
  it('names every property, its type, bounds and description, and no other property', () => {
    expect(incomingOrders.input.jsonSchema).toMatchObject({
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 50, description: 'How many of the latest orders (default 10).' },
        sku: { type: 'string', description: 'Only orders of this SKU (optional).' },
        order_id: { type: 'string', description: 'Only this order, such as ORD-1001 (optional).' },
      },
      required: [],
      additionalProperties: false,
    });
    const noInput = TOOL_DEFINITIONS.find((tool) => tool.name === 'balance_and_spend')!;
    expect(noInput.input.jsonSchema).toMatchObject({ type: 'object', properties: {}, additionalProperties: false });
  });
});

describe('a tool input, as the model sends it', () => {
  it('trims text and cuts it at 64 characters', async () => {
    expect(await read({ sku: '  acm-mug-11 ', order_id: 'O'.repeat(80) })).toEqual({
      sku: 'acm-mug-11',
      order_id: 'O'.repeat(64),
    });
  });

  it('takes any number as the count: the tool brings it within its bounds', async () => {
    expect(await read({ limit: 2.5 })).toEqual({ limit: 2.5 });
    expect(await read({ limit: 500 })).toEqual({ limit: 500 });
  });

  it('never refuses a call: a wrong type, blank text or another property counts as not given', async () => {
    expect(await read({ limit: '5', sku: 5, order_id: '   ', account: 'mem_other' })).toEqual({});
    expect(await read(null)).toEqual({});
    expect(await read(['ORD-1001'])).toEqual({});
  });
});
