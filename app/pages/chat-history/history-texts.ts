import { formatCount } from '../../../elements/core/format';
import type { RemoteData } from '../../../elements/kit/use-remote-data';

export const NOT_IN_PLAN =
  "The chat agent is not part of your account's plan, so there is no chat history. A chat agent (ctfd) plan includes the assistant and its conversations.";

/** A plan without the chat is an answer of its own, not a failure to retry. */
type Outcome = Pick<RemoteData<unknown>, 'status' | 'error'>;
export const notInPlan = (remote: Outcome) => remote.error?.kind === 'forbidden';
export const failedToLoad = (remote: Outcome) => remote.status === 'error' && !notInPlan(remote);

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when.format(date);
};
export const messagesText = (count: number) => `${formatCount(count)} ${count === 1 ? 'message' : 'messages'}`;
