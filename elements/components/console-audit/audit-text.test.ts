import { describe, expect, it } from 'vitest';
import type { ConsoleAuditEvent } from '../../../contract/console-audit-answers';
import { actorText, auditQueryOf, NO_AUDIT_FILTERS, targetText } from './audit-text';

const event = (overrides: Partial<ConsoleAuditEvent>): ConsoleAuditEvent => ({
  id: 'aud_1',
  createdAt: '2026-11-26T10:00:00.000Z',
  actor: { type: 'owner', id: 'own_1', label: 'owner@example.com' },
  action: 'secret-keys.create',
  target: { type: 'secret-key', id: 'key_1' },
  status: 201,
  mode: null,
  detail: {},
  clientIp: '127.0.0.1',
  ...overrides,
});

describe('audit texts', () => {
  it('sends only the filters that are set, trimmed', () => {
    expect(auditQueryOf(NO_AUDIT_FILTERS)).toEqual({
      actorType: undefined,
      actorId: undefined,
      action: undefined,
      targetId: undefined,
      from: undefined,
      to: undefined,
    });
    expect(
      auditQueryOf({ ...NO_AUDIT_FILTERS, actorType: 'owner', action: ' secret-keys. ', from: '2026-11-01' }),
    ).toMatchObject({
      actorType: 'owner',
      action: 'secret-keys.',
      from: '2026-11-01',
    });
  });

  it('names the actor and the target as a person reads them', () => {
    expect(actorText(event({}))).toBe('owner@example.com');
    expect(actorText(event({ actor: { type: 'secret-key', id: 'key_9', label: null } }))).toBe('Secret key key_9');
    expect(targetText(event({}))).toBe('secret-key key_1');
    expect(targetText(event({ target: null }))).toBe('—');
  });
});
