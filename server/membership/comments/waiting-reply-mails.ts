import { listDueReplyMails } from '../../db/queries/membership/comments-reply-mails.ts';
import { errorMessage, logger } from '../../observability/logger.ts';
import type { MembershipServices } from '../membership-context.ts';
import { mailRepliesToAuthor, REPLY_MAIL_QUIET_MS } from './reply-notice.ts';

/** How often waiting replies are looked for: a digest goes out at most this long after its 10 minutes. */
const SWEEP_EVERY_MS = 60_000;

/** Posts one sweep mails about at most; a backlog drains over the next sweeps. */
const SWEEP_BATCH = 100;

/** Mails the replies that waited out their post's quiet time; answers how many posts it looked at. */
export async function sendWaitingReplyMails(services: MembershipServices, now = new Date()): Promise<number> {
  const due = await listDueReplyMails(services.db, REPLY_MAIL_QUIET_MS, SWEEP_BATCH, now);
  for (const key of due) await mailRepliesToAuthor(services, key, now);
  return due.length;
}

/**
 * The server's sweep of waiting replies: one timer, started with the membership service and
 * stopped before the database closes. Every instance sweeps; the claim in mailRepliesToAuthor
 * makes sure one mail goes.
 */
export class WaitingReplyMails {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  /** Starts sweeping with these services; a second start (the membership port's app) changes nothing. */
  start(services: MembershipServices): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.#running ??= sendWaitingReplyMails(services)
        .catch((error: unknown) => logger.warn({ error: errorMessage(error) }, 'Waiting reply mails were not sent'))
        .finally(() => {
          this.#running = undefined;
        });
    }, SWEEP_EVERY_MS);
    this.#timer.unref();
  }

  /** Stops the timer and waits for a sweep under way. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
