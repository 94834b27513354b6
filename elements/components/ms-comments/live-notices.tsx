import type { Messages } from '../../core/membership/messages';
import { NewCommentsBar, NewCommentsButton, TypingLine } from './ms-comments.styles';
import type { TypingPerson } from './use-typing';

/**
 * Other people's new posts, told politely (a status region) and shown when the reader asks, at
 * the top of the list, so that nothing moves while they read.
 */
export function NewCommentsNotice({
  count,
  messages,
  onShow,
}: {
  count: number;
  messages: Messages;
  onShow: () => void;
}) {
  return (
    <NewCommentsBar role="status">
      {count > 0 && (
        <NewCommentsButton part="new-comments" type="button" onClick={onShow}>
          {count === 1
            ? messages.message('comments.oneNewComment')
            : messages.message('comments.newComments', { count })}
        </NewCommentsButton>
      )}
    </NewCommentsBar>
  );
}

/** 'Ada is typing…', 'Ada and Grace are typing…', '3 people are typing…'; nothing when no one is. */
export function TypingNotice({ people, messages }: { people: TypingPerson[]; messages: Messages }) {
  const names = people.map((person) => person.name || messages.message('comments.anonymous'));
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? messages.message('comments.typing', { name: names[0]! })
        : names.length === 2
          ? messages.message('comments.twoTyping', { first: names[0]!, second: names[1]! })
          : messages.message('comments.manyTyping', { count: names.length });
  return (
    <TypingLine part="typing" title={text || undefined}>
      {text}
    </TypingLine>
  );
}
