import { createElement, Fragment, type ReactNode } from 'react';
import { type CommentBuilder, rebuildComment } from '../../kit/comment-content';

const reactBuilder: CommentBuilder<ReactNode> = {
  text: (value) => value,
  // A void element takes no children: whatever the source put in a br is dropped with it.
  element: (tag, children, link, index) =>
    tag === 'br' ? createElement('br', { key: index }) : createElement(tag, { key: index, ...link }, ...children),
  unwrap: (children, index) => createElement(Fragment, { key: index }, ...children),
};

/** A comment's HTML as React nodes, rebuilt from the allowlist only (kit/comment-content.ts says how). */
export function commentNodes(html: string): ReactNode[] {
  return rebuildComment(html, reactBuilder);
}

/** A comment's HTML back as the plain text a member edits: its blocks apart by a blank line. */
export function commentPlainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const br of body.querySelectorAll('br')) br.replaceWith('\n');
  const blocks = [...body.children].map((block) => (block.textContent ?? '').trim());
  return blocks.length ? blocks.join('\n\n') : (body.textContent ?? '').trim();
}
