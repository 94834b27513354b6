import type { ConsoleSecretKey } from '../../../contract/console-audit-answers';
import { formatDateTime } from '../../core/format';
import { Mono, RowAction } from '../../kit/console/console-controls';
import { StatusBadge } from '../../kit/ui/status-badge';
import type { Column } from '../../kit/ui/data-table/data-table';

/** How a key is told apart without being shown: its prefix and last four. */
export const maskedKey = (key: ConsoleSecretKey): string => `${key.mode === 'test' ? 'sk_sb_' : 'sk_'}…${key.lastFour}`;

/** The keys table's columns; a live key's last cell is its Revoke button. */
export function keyColumns(onRevoke: (key: ConsoleSecretKey) => void): readonly Column<ConsoleSecretKey>[] {
  return [
    { header: 'Name', text: (key) => key.name },
    { header: 'Key', text: maskedKey, cell: (_key, text) => <Mono>{text}</Mono> },
    { header: 'Mode', text: (key) => (key.mode === 'test' ? 'Test' : 'Live') },
    { header: 'Created', text: (key) => formatDateTime(key.createdAt), sortValue: (key) => key.createdAt },
    {
      header: 'Last used',
      text: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'),
      sortValue: (key) => key.lastUsedAt ?? '',
    },
    {
      header: 'Status',
      text: (key) => (key.revokedAt ? `Revoked ${formatDateTime(key.revokedAt)}` : 'Active'),
      cell: (key, text) => <StatusBadge $tone={key.revokedAt ? 'danger' : 'success'}>{text}</StatusBadge>,
    },
    {
      header: 'Action',
      text: (key) => (key.revokedAt ? '' : 'Revoke'),
      cell: (key) =>
        key.revokedAt ? null : (
          <RowAction
            type="button"
            part="revoke-button"
            aria-label={`Revoke ${key.name} (${maskedKey(key)})`}
            onClick={() => onRevoke(key)}
          >
            Revoke
          </RowAction>
        ),
    },
  ];
}
