// biome-ignore-all lint/suspicious/noArrayIndexKey: the tree is derived from the text, and an answer only grows at its end: a node's position is its identity.
import { createElement, memo, type ReactNode, useMemo } from 'react';
import { type Block, parseMarkdown } from './markdown';
import { ROLES } from '../../kit/ui/data-table/roles';
import { ChatTable } from './chat-table';
import { type Inline, inlineText } from './markdown-inline';

/**
 * Markdown as React elements, never an HTML string: whatever a message holds, HTML included, is
 * text. Links (http and https only, parse-time) open in a new tab without access to this page.
 */
function inlines(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{inlines(node.children)}</strong>;
      case 'em':
        return <em key={index}>{inlines(node.children)}</em>;
      case 'del':
        return <del key={index}>{inlines(node.children)}</del>;
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {inlines(node.children)}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        );
      default:
        return null;
    }
  });
}

/** `Table: SKU, Product, Available`: what the table holds, for the box it scrolls in. */
const tableLabel = (columns: readonly string[]) => `Table: ${columns.join(', ')}`;

const alignStyle = (align: 'left' | 'center' | 'right' | null) => (align ? { textAlign: align } : undefined);

function blocks(list: readonly Block[], tight = false): ReactNode[] {
  return list.map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        // A tight list's items hold their text without paragraph spacing.
        return tight ? (
          <span key={index}>{inlines(block.children)}</span>
        ) : (
          <p key={index}>{inlines(block.children)}</p>
        );
      case 'heading':
        // Answers sit under the widget's own heading (h2): their headings start one level below.
        return createElement(`h${Math.min(6, block.level + 2)}`, { key: index }, inlines(block.children));
      case 'code':
        return (
          <pre key={index} data-lang={block.lang || undefined}>
            <code>{block.text}</code>
          </pre>
        );
      case 'list': {
        const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{blocks(item, block.tight)}</li>);
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
      case 'table': {
        const labels = block.head.map((cell) => inlineText(cell));
        return (
          <ChatTable key={index} label={tableLabel(labels)}>
            <table {...ROLES.table}>
              <thead {...ROLES.rowgroup}>
                <tr {...ROLES.row}>
                  {block.head.map((cell, column) => (
                    <th
                      key={column}
                      {...ROLES.columnheader}
                      scope="col"
                      style={alignStyle(block.align[column] ?? null)}
                    >
                      {inlines(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody {...ROLES.rowgroup}>
                {block.rows.map((row, rowIndex) => (
                  <tr key={rowIndex} {...ROLES.row}>
                    {row.map((cell, column) => (
                      // The column's name beside the value when the rows stack (a narrow conversation).
                      <td
                        key={column}
                        {...ROLES.cell}
                        data-label={labels[column]}
                        style={alignStyle(block.align[column] ?? null)}
                      >
                        {inlines(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ChatTable>
        );
      }
      case 'quote':
        return <blockquote key={index}>{blocks(block.children)}</blockquote>;
      case 'rule':
        return <hr key={index} />;
      default:
        return null;
    }
  });
}

/** The blocks of a markdown text; `streaming` while the text is still being written. */
export function renderMarkdown(text: string, streaming = false): ReactNode[] {
  return blocks(parseMarkdown(text, { streaming }));
}

export const MarkdownView = memo(function MarkdownView({
  text,
  streaming = false,
}: {
  text: string;
  streaming?: boolean;
}) {
  const content = useMemo(() => renderMarkdown(text, streaming), [text, streaming]);
  return <>{content}</>;
});
