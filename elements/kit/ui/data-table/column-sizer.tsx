import { useLayoutEffect, type RefObject } from 'react';
import styled from 'styled-components';
import type { TableIndex } from '../../../core/table-query';
import { cellStyles } from './cell-styles';
import type { Column } from './column';

/** The hidden table the column widths are measured on: laid out like a table, never seen. */
const Sizer = styled.div`
  ${cellStyles}
  position: absolute;
  top: 0;
  left: 0;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;

  [data-table] { display: table; width: max-content; }
  [data-row] { display: table-row; }
  [data-cell] { display: table-cell; }
  /* The room a header's sort arrow takes. */
  [data-arrow] { display: inline-block; width: 16px; }

  @media print { display: none; }
`;

interface ColumnSizerProps<Row> {
  sizerRef: RefObject<HTMLDivElement | null>;
  columns: readonly Column<Row>[];
  index: TableIndex<Row>;
  /** The positions of the rows laid out: those with the widest texts. */
  sampled: readonly number[];
  /** The headers carry sort buttons, whose arrows take room. */
  controls: boolean;
}

/** The headers and the sampled rows, drawn as the table draws them, for their widths alone. */
export function ColumnSizer<Row>({ sizerRef, columns, index, sampled, controls }: ColumnSizerProps<Row>) {
  return (
    <Sizer inert aria-hidden="true">
      <div data-table ref={sizerRef}>
        <div data-row>
          {columns.map((column) => (
            <div key={column.header} part="header-cell" data-cell="head" data-numeric={column.numeric || undefined}>
              {column.header}
              {controls && <span data-arrow />}
            </div>
          ))}
        </div>
        {sampled.map((position) => (
          <div key={position} data-row>
            {columns.map((column, cell) => {
              const text = index.texts[position]![cell]!;
              return (
                <div key={column.header} part="cell" data-cell data-numeric={column.numeric || undefined}>
                  {column.cell ? column.cell(index.rows[position]!, text) : text}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </Sizer>
  );
}

/**
 * Before the first paint, and whenever the sizer's widths change (new rows, fonts, a part's style):
 * the measured widths become the rows' column template, shared out as a table would.
 */
export function useColumnTemplate(
  sizer: RefObject<HTMLDivElement | null>,
  table: RefObject<HTMLTableElement | null>,
  { sampled, columns, controls }: { sampled: readonly number[]; columns: readonly unknown[]; controls: boolean },
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: new sampled rows, columns or arrows mean new widths.
  useLayoutEffect(() => {
    const measured = sizer.current;
    const target = table.current;
    if (!measured || !target) return;
    const apply = () => {
      const widths = [...measured.querySelectorAll("[data-cell='head']")].map((th) =>
        Math.ceil(th.getBoundingClientRect().width),
      );
      if (widths.length === 0 || widths.every((width) => width === 0)) return;
      target.style.setProperty('--cf-table-columns', widths.map((width) => `minmax(${width}px, ${width}fr)`).join(' '));
      target.style.minWidth = `${widths.reduce((sum, width) => sum + width, 0)}px`;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(measured);
    return () => observer.disconnect();
  }, [sampled, columns, controls]);
}
