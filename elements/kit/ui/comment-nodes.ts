import { createElement, Fragment, type ReactNode } from 'react';
import { type CommentBuilder, rebuildComment } from '../comment-content';

const reactBuilder: CommentBuilder<ReactNode> = {
  text: (value) => value,
  // A void element takes no children: whatever the source put in a br is dropped with it.
  element: (tag, children, link, index) =>
    tag === 'br' ? createElement('br', { key: index }) : createElement(tag, { key: index, ...link }, ...children),
  unwrap: (children, index) => createElement(Fragment, { key: index }, ...children),
};

/** A comment's HTML as React nodes, rebuilt from the allowlist only (comment-content.ts says how): what the comment element and the console show. */
export function commentNodes(html: string): ReactNode[] {
  return rebuildComment(html, reactBuilder);
}
