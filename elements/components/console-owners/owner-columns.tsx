import type { ConsoleOwner, ConsoleOwnerList, OwnerInvitation } from '../../../contract/console-answers';
import { formatDateTime } from '../../core/format';
import { RowAction } from '../../kit/console/console-controls';
import type { Column } from '../../kit/ui/data-table/data-table';
import { StatusBadge } from '../../kit/ui/status-badge';

type ListedOwner = ConsoleOwnerList['owners'][number];

/** The owners table's columns; the last owner has no Remove button, as an app keeps one. */
export function ownerColumns(
  owners: readonly ListedOwner[],
  onRemove: (owner: ListedOwner) => void,
): readonly Column<ListedOwner>[] {
  const emailOf = (id: string | null) => owners.find((owner) => owner.id === id)?.email ?? '';
  return [
    { header: 'Email', text: (owner) => (owner.you ? `${owner.email} (you)` : owner.email) },
    {
      header: 'Two-step sign-in',
      text: (owner: ConsoleOwner) => (owner.twoStep ? 'On' : 'Not set up yet'),
      cell: (owner, text) => <StatusBadge $tone={owner.twoStep ? 'success' : 'attention'}>{text}</StatusBadge>,
    },
    { header: 'Invited by', text: (owner) => (owner.invitedBy ? emailOf(owner.invitedBy) || 'A former owner' : '—') },
    { header: 'Owner since', text: (owner) => formatDateTime(owner.createdAt), sortValue: (owner) => owner.createdAt },
    {
      header: 'Action',
      text: () => (owners.length > 1 ? 'Remove' : ''),
      cell: (owner) =>
        owners.length > 1 ? (
          <RowAction
            type="button"
            part="remove-button"
            aria-label={`Remove ${owner.email}`}
            onClick={() => onRemove(owner)}
          >
            Remove
          </RowAction>
        ) : null,
    },
  ];
}

export function invitationColumns(onRevoke: (invitation: OwnerInvitation) => void): readonly Column<OwnerInvitation>[] {
  return [
    { header: 'Email', text: (invitation) => invitation.email },
    { header: 'Sent', text: (invitation) => formatDateTime(invitation.createdAt), sortValue: (row) => row.createdAt },
    {
      header: 'Expires',
      text: (invitation) => formatDateTime(invitation.expiresAt),
      sortValue: (row) => row.expiresAt,
    },
    {
      header: 'Action',
      text: () => 'Revoke',
      cell: (invitation) => (
        <RowAction
          type="button"
          part="revoke-button"
          aria-label={`Revoke the invitation to ${invitation.email}`}
          onClick={() => onRevoke(invitation)}
        >
          Revoke
        </RowAction>
      ),
    },
  ];
}
