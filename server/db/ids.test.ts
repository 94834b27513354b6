import { describe, expect, it } from 'vitest';
import { newId, newOrderedId, type IdKind } from './ids.ts';

describe('newId', () => {
  it.each<[IdKind, RegExp]>([
    ['mem', /^mem_[\w-]{16}$/],
    ['ses', /^ses_[\w-]{16}$/],
    ['tok', /^tok_[\w-]{16}$/],
    ['code', /^code_[\w-]{16}$/],
    ['con', /^con_[\w-]{16}$/],
    ['inv', /^inv_[\w-]{24}$/],
    ['cus_dev', /^cus_dev_[\w-]{12}$/],
    ['evt_dev', /^evt_dev_[\w-]{12}$/],
    ['sub_dev', /^sub_dev_[\w-]{12}$/],
    ['in_dev', /^in_dev_[\w-]{12}$/],
    ['pi_dev', /^pi_dev_[\w-]{12}$/],
    ['ch_dev', /^ch_dev_[\w-]{12}$/],
  ])('makes %s ids of the prefix and base64url randomness', (kind, format) => {
    expect(newId(kind)).toMatch(format);
  });

  it.each<IdKind>(['pln', 'prc'])('makes %s ids the operator could write in their file (hex, no dash)', (kind) => {
    expect(newId(kind)).toMatch(new RegExp(`^${kind}_[0-9a-f]{18}$`));
  });

  it('never repeats itself', () => {
    const ids = Array.from({ length: 10_000 }, () => newId('con'));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('newOrderedId', () => {
  it('sorts in the order the ids were made, within one millisecond too', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const ids = Array.from({ length: 100 }, () => newOrderedId('mail', now));
    expect(ids[0]).toMatch(/^mail_\d{15}_\d{6}_[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort());
  });

  it('puts a later time after an earlier one', () => {
    const earlier = newOrderedId('mail', new Date('2026-03-01T12:00:00Z'));
    expect(newOrderedId('mail', new Date('2026-03-01T12:00:00.001Z')) > earlier).toBe(true);
  });
});
