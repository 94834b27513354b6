import { type ReactNode, useId } from 'react';
import { formatCount } from '../../core/format';
import { Count, Panel, PanelHeader } from './supply-chain-overview.styles';

/** A titled panel around a table, with its row count and a note on how the rows are chosen and ordered. */
export function TablePanel({
  title,
  count,
  note,
  children,
}: {
  title: string;
  count: number;
  note: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Panel part="panel" aria-labelledby={titleId}>
      <PanelHeader>
        <h3 id={titleId}>{title}</h3>
        <Count aria-label={`${count} ${count === 1 ? 'row' : 'rows'}`}>{formatCount(count)}</Count>
        <p>{note}</p>
      </PanelHeader>
      {children}
    </Panel>
  );
}
