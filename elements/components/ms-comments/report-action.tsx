import { useEffect, useRef } from 'react';
import type { CommentPost, CommentThread } from '../../../contract/comment-answers';
import type { CommentKind } from '../../core/membership/comments-client';
import { ConfirmButton } from '../../kit/ui/confirm-button';
import { useComments } from './comments-context';
import { Muted, TextButton } from './ms-comments.styles';

interface ReportActionProps {
  kind: CommentKind;
  item: CommentPost | CommentThread;
  /** The author's name, which the button is about. */
  describedBy: string;
  /** Runs the report as one of the item's acts (busy, failure said in place under it). */
  run: (act: () => Promise<void>) => Promise<boolean>;
  busy: boolean;
}

/**
 * 'Report' on someone else's comment: asks first, then flags it for the app's owners and reads
 * 'Reported' from then on (the answers carry `reportedByMe`, so it still does after a reload).
 */
export function ReportAction({ kind, item, describedBy, run, busy }: ReportActionProps) {
  const { messages, client, dispatch } = useComments();
  const reported = useRef<HTMLSpanElement>(null);
  const reportedHere = useRef(false);
  // The button the focus was on goes: the focus moves to what replaced it, which says what happened.
  useEffect(() => {
    if (item.reportedByMe && reportedHere.current) reported.current?.focus();
  }, [item.reportedByMe]);

  if (item.reportedByMe) {
    return (
      <Muted part="reported" role="status" tabIndex={-1} ref={reported} aria-describedby={describedBy}>
        {messages.message('comments.reported')}
      </Muted>
    );
  }
  const report = () =>
    void run(async () => {
      await client.report(kind, item.id);
      reportedHere.current = true;
      const flagged = { ...item, reportedByMe: true };
      dispatch('postId' in flagged ? { type: 'reply', reply: flagged } : { type: 'post', post: flagged });
    });
  return (
    <ConfirmButton
      button={TextButton}
      part="report"
      aria-describedby={describedBy}
      disabled={busy}
      label={messages.message('comments.report')}
      confirmLabel={messages.message('comments.confirmReport')}
      onConfirm={report}
    />
  );
}
