import { useState } from 'react';
import { toClientError } from '../../core/client-error';
import { consoleClient } from '../../core/console-client';
import { formatDateTime } from '../../core/format';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { DangerAction } from '../../kit/console/console-controls';
import { OutlineButton } from '../../kit/ui/button';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { StatusBadge } from '../../kit/ui/status-badge';
import { useRemoteData } from '../../kit/use-remote-data';
import { DEFAULT_LIST_HREF } from './console-member.meta';
import type { ConsoleMemberProps } from './console-member.props';
import { ActionRow, BackLink, Grid, Header, Meta, Mono, Status, Title, TitleRow } from './console-member.styles';
import { DeleteDialog, SignOutDialog } from './member-dialogs';
import {
  DetailsCard,
  FieldsCard,
  type MemberActions,
  PlansCard,
  ProvidersCard,
  SessionsCard,
  TeamsCard,
} from './member-sections';

export const MEMBER_LOAD_ERROR = 'Unable to load this member.';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** One member's page: what we know of them, and what an owner may do to them. */
export function ConsoleMember({ memberId, listHref, host }: ConsoleMemberProps & KitProps) {
  const id = memberId ?? '';
  const remote = useRemoteData({
    load: (signal) => consoleClient.member(id, signal),
    key: id,
    perAccount: false,
    failure: { message: MEMBER_LOAD_ERROR, element: { host, event: 'console-member-error' } },
  });
  const plans = useRemoteData({ load: (signal) => consoleClient.plans(signal), perAccount: false });
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [dialog, setDialog] = useState<'sign-out' | 'delete' | null>(null);
  const ask = (which: 'sign-out' | 'delete') => {
    setOutcome(null);
    setDialog(which);
  };
  // A failure while a dialog asks is said in the dialog, which stays open to try again.
  const dialogError = dialog !== null && outcome?.tone === 'error' ? outcome.text : null;

  const actions: MemberActions = {
    busy,
    show: remote.replace,
    async run(name, act) {
      if (busy) return false;
      setBusy(name);
      setOutcome(null);
      try {
        setOutcome({ tone: 'success', text: await act() });
        return true;
      } catch (thrown) {
        setOutcome({ tone: 'error', text: toClientError(thrown).message });
        return false;
      } finally {
        setBusy(null);
      }
    },
  };

  const back = (
    <BackLink part="back-link" href={listHref || DEFAULT_LIST_HREF}>
      ← Members
    </BackLink>
  );
  if (!remote.data) {
    return (
      <>
        <Header part="header">{back}</Header>
        {remote.status === 'error' ? (
          <ErrorNotice message={remote.error?.message ?? MEMBER_LOAD_ERROR} onRetry={remote.retry} />
        ) : (
          <LoadingBar label="Loading the member" />
        )}
      </>
    );
  }

  const detail = remote.data;
  const { member } = detail;
  const email = member.auth.email;
  return (
    <>
      <Header part="header">
        {back}
        <TitleRow>
          <Title>{email}</Title>
          <StatusBadge $tone={member.verified ? 'success' : 'attention'}>
            {member.verified ? 'Email verified' : 'Email not verified'}
          </StatusBadge>
          {detail.mode === 'test' && <StatusBadge $tone="attention">Test mode</StatusBadge>}
        </TitleRow>
        <Meta>
          <Mono>{member.id}</Mono> · Joined {formatDateTime(member.createdAt)}
        </Meta>
        <ActionRow>
          {!member.verified && (
            <OutlineButton
              type="button"
              part="action"
              disabled={busy !== null}
              onClick={() =>
                void actions.run('verify', async () => {
                  remote.replace(await consoleClient.verifyEmail(member.id));
                  return 'The email address is marked verified.';
                })
              }
            >
              Verify email
            </OutlineButton>
          )}
          <OutlineButton
            type="button"
            part="action"
            disabled={busy !== null}
            onClick={() =>
              void actions.run('reset', async () => {
                await consoleClient.sendResetCode(member.id);
                return `A code to reset the password was emailed to ${email}.`;
              })
            }
          >
            Send a reset code
          </OutlineButton>
          <OutlineButton type="button" part="action" disabled={busy !== null} onClick={() => ask('sign-out')}>
            Sign out everywhere
          </OutlineButton>
          <DangerAction type="button" part="danger-action" disabled={busy !== null} onClick={() => ask('delete')}>
            Delete member
          </DangerAction>
        </ActionRow>
      </Header>
      <Status part="status" role="status" aria-live="polite" data-tone={outcome?.tone}>
        {outcome?.text}
      </Status>
      <Grid>
        <DetailsCard detail={detail} />
        <PlansCard detail={detail} plans={plans.data ?? []} actions={actions} />
        <FieldsCard detail={detail} />
        <SessionsCard detail={detail} />
        <TeamsCard detail={detail} />
        <ProvidersCard detail={detail} />
      </Grid>
      <SignOutDialog
        open={dialog === 'sign-out'}
        detail={detail}
        busy={busy === 'sign-out'}
        error={dialogError}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          const done = await actions.run('sign-out', async () => {
            const { sessionsEnded } = await consoleClient.signOutEverywhere(member.id);
            remote.replace(await consoleClient.member(member.id));
            return `Signed out everywhere: ${sessionsEnded} ${sessionsEnded === 1 ? 'session' : 'sessions'} and every API token ended.`;
          });
          if (done) setDialog(null);
        }}
      />
      <DeleteDialog
        open={dialog === 'delete'}
        email={email}
        busy={busy === 'delete'}
        error={dialogError}
        onClose={() => setDialog(null)}
        onConfirm={async (typed) => {
          const done = await actions.run('delete', async () => {
            await consoleClient.deleteMember(member.id, typed);
            return `${email} was deleted.`;
          });
          if (done) {
            setDialog(null);
            emit(host, 'console-member-deleted', { memberId: member.id });
          }
        }}
      />
    </>
  );
}
