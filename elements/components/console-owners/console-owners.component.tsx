import { type FormEvent, useId, useMemo, useState } from 'react';
import type { ConsoleOwnerList, OwnerInvitation } from '../../../contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { describeError } from '../../core/client-error';
import { validateEmail } from '../../core/validation';
import { ConfirmDialog } from '../../kit/console/confirm-dialog';
import { ReauthenticationPrompt } from '../../kit/console/reauthentication-prompt';
import { useConfirmedAct } from '../../kit/console/use-confirmed-act';
import { isReauthenticationCancelled, useReauthentication } from '../../kit/console/use-reauthentication';
import { ActError, PrimaryAction, Section, SectionLead, SectionTitle } from '../../kit/console/console-controls';
import { ConsoleTextField } from '../../kit/console/console-text-field';
import type { KitProps } from '../../kit/define-element';
import { DataTable } from '../../kit/ui/data-table/data-table';
import { useRemoteData } from '../../kit/use-remote-data';
import type { ConsoleOwnersProps } from './console-owners.props';
import { InviteForm, Page, Sent } from './console-owners.styles';
import { invitationColumns, ownerColumns } from './owner-columns';

export const OWNERS_LOAD_ERROR = 'Unable to load the owners.';
export const INVITATIONS_LOAD_ERROR = 'Unable to load the invitations.';

type ListedOwner = ConsoleOwnerList['owners'][number];

/** What the confirmation dialog is about to do. */
type Pending = { kind: 'remove'; owner: ListedOwner } | { kind: 'revoke'; invitation: OwnerInvitation };

function dialogText(pending: Pending | null) {
  if (pending?.kind === 'remove') {
    return {
      heading: pending.owner.you ? 'Remove yourself as an owner?' : 'Remove this owner?',
      description: `${pending.owner.email} can no longer sign in to the console, and their sessions end at once.${pending.owner.you ? ' You are signed out.' : ''}`,
      confirmLabel: 'Remove owner',
    };
  }
  return {
    heading: 'Revoke this invitation?',
    description: pending ? `The link mailed to ${pending.invitation.email} stops working.` : '',
    confirmLabel: 'Revoke invitation',
  };
}

/** The app's owners and open invitations: invite by email, revoke an invitation, remove an owner (never the last). */
export function ConsoleOwners({ host }: ConsoleOwnersProps & KitProps) {
  const owners = useRemoteData({
    load: (signal) => consoleClient.owners(signal),
    perAccount: false,
    failure: { message: OWNERS_LOAD_ERROR, element: { host, event: 'console-owners-error' } },
  });
  const invitations = useRemoteData({
    load: (signal) => consoleClient.invitations(signal),
    perAccount: false,
    failure: { message: INVITATIONS_LOAD_ERROR, element: { host, event: 'console-owners-error' } },
  });
  const ownerList = owners.data?.owners ?? [];
  const invitationList = invitations.data?.invitations ?? [];

  const [email, setEmail] = useState('');
  const [inviting, setInviting] = useState(false);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingId = useId();

  const reauthentication = useReauthentication();
  const confirmed = useConfirmedAct(async (pending: Pending, proof) => {
    if (pending.kind === 'remove') {
      await consoleClient.removeOwner(pending.owner.id, proof);
      owners.replace({ owners: ownerList.filter((owner) => owner.id !== pending.owner.id) });
    } else {
      await consoleClient.revokeInvitation(pending.invitation.id, proof);
      invitations.replace({ invitations: invitationList.filter((row) => row.id !== pending.invitation.id) });
    }
  });

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (inviting) return;
    const invalid =
      validateEmail(email.trim()) ?? (email.trim() === '' ? 'Enter the email of the owner to invite.' : undefined);
    if (invalid) {
      setInviteError(invalid);
      return;
    }
    setInviting(true);
    setInviteError(null);
    setSentTo(null);
    const typed = email.trim();
    try {
      const invitation = await reauthentication.send((proof) => consoleClient.inviteOwner(typed, proof));
      invitations.replace({
        invitations: [invitation, ...invitationList.filter((row) => row.email !== invitation.email)],
      });
      setSentTo(invitation.email);
      setEmail('');
    } catch (thrown) {
      if (!isReauthenticationCancelled(thrown)) setInviteError(describeError(thrown));
    } finally {
      setInviting(false);
    }
  };

  const ask = confirmed.ask;
  const ownerTable = useMemo(
    () => ownerColumns(ownerList, (owner) => ask({ kind: 'remove', owner })),
    [ownerList, ask],
  );
  const invitationTable = useMemo(() => invitationColumns((invitation) => ask({ kind: 'revoke', invitation })), [ask]);
  const text = dialogText(confirmed.pending);

  return (
    <Page>
      <Section aria-labelledby={`${headingId}-owners`}>
        <SectionTitle id={`${headingId}-owners`}>Owners</SectionTitle>
        <SectionLead>
          Owners sign in to this console with a password and an authenticator app, or with a passkey they added. An app
          keeps at least one owner.
        </SectionLead>
        <DataTable
          label="Owners"
          columns={ownerTable}
          rows={ownerList}
          rowKey={(owner) => owner.id}
          remote={owners}
          emptyText="No owners."
          noun={['owner', 'owners']}
        />
      </Section>
      <Section aria-labelledby={`${headingId}-invitations`}>
        <SectionTitle id={`${headingId}-invitations`}>Invite an owner</SectionTitle>
        <SectionLead>
          We mail them a link that works once, for 7 days. They choose a password and set up two-step sign-in.
        </SectionLead>
        <InviteForm part="invite-form" aria-label="Invite an owner" onSubmit={invite} noValidate>
          <ConsoleTextField
            label="Email"
            type="email"
            name="invite-email"
            value={email}
            placeholder="name@example.com"
            invalid={Boolean(inviteError)}
            onChange={setEmail}
          />
          <PrimaryAction type="submit" disabled={inviting} aria-busy={inviting}>
            Send invitation
          </PrimaryAction>
        </InviteForm>
        {reauthentication.prompt && <ReauthenticationPrompt {...reauthentication.prompt} />}
        {inviteError && <ActError role="alert">{inviteError}</ActError>}
        <div role="status">{sentTo && <Sent>Invitation sent to {sentTo}.</Sent>}</div>
        <DataTable
          label="Open invitations"
          columns={invitationTable}
          rows={invitationList}
          rowKey={(invitation) => invitation.id}
          remote={invitations}
          emptyText="No open invitations."
          noun={['invitation', 'invitations']}
        />
      </Section>
      <ConfirmDialog
        {...confirmed.dialog}
        heading={text.heading}
        description={text.description}
        confirmLabel={text.confirmLabel}
      />
    </Page>
  );
}
