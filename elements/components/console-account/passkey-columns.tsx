import type { Passkey } from '../../../contract/membership-answers';
import { formatDateTime } from '../../core/format';
import { RowAction } from '../../kit/console/console-controls';
import type { Column } from '../../kit/ui/data-table/data-table';
import { RowActions, RowButton } from './console-account.styles';

/** The passkeys table's columns; the last holds each passkey's Rename and Remove. */
export function passkeyColumns(
  onRename: (passkey: Passkey) => void,
  onRemove: (passkey: Passkey) => void,
): readonly Column<Passkey>[] {
  return [
    { header: 'Name', text: (passkey) => passkey.name },
    {
      header: 'Added',
      text: (passkey) => formatDateTime(passkey.createdAt),
      sortValue: (passkey) => passkey.createdAt,
    },
    {
      header: 'Last used',
      text: (passkey) => (passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'Never'),
      sortValue: (passkey) => passkey.lastUsedAt ?? '',
    },
    {
      header: 'Actions',
      text: () => 'Rename, Remove',
      cell: (passkey) => (
        <RowActions>
          <RowButton
            type="button"
            part="rename-button"
            aria-label={`Rename ${passkey.name}`}
            onClick={() => onRename(passkey)}
          >
            Rename
          </RowButton>
          <RowAction
            type="button"
            part="remove-button"
            aria-label={`Remove ${passkey.name}`}
            onClick={() => onRemove(passkey)}
          >
            Remove
          </RowAction>
        </RowActions>
      ),
    },
  ];
}
