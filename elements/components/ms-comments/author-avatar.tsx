import type { CommentAuthor } from '../../../contract/comment-answers';
import { Avatar } from './ms-comments.styles';

/** Up to two letters of the name's words, for an author without an image. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');

/** Decorative beside the author's name, which is text: the image has no alternative of its own. */
export function AuthorAvatar({ author, name }: { author: CommentAuthor | null; name: string }) {
  return (
    <Avatar part="avatar" aria-hidden="true">
      {author?.profileImage ? <img src={author.profileImage} alt="" loading="lazy" /> : initials(name)}
    </Avatar>
  );
}
