import { useLayoutEffect, type RefObject } from 'react';
import styled from 'styled-components';
import type { TableIndex } from '../../../core/table-query';
import { cellStyles } from './cell-styles';
import type { Column } from './column';
import { columnTracks } from './column-tracks';

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
              <span data-head>
                {column.header}
                {controls && <span data-arrow />}
              </span>
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
 * Before the first paint, and whenever the sizer's widths (new rows, fonts, a part's style) or the
 * table's box change: the measured widths, fitted to the box, become the rows' column template.
 */
export function useColumnTemplate(
  sizer: RefObject<HTMLDivElement | null>,
  table: RefObject<HTMLTableElement | null>,
  {
    sampled,
    columns,
    controls,
  }: { sampled: readonly number[]; columns: readonly { numeric?: boolean | undefined }[]; controls: boolean },
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: new sampled rows, columns or arrows mean new widths.
  useLayoutEffect(() => {
    const measured = sizer.current;
    const target = table.current;
    const box = target?.parentElement;
    if (!measured || !target || !box) return;
    const apply = () => {
      const heads = [...measured.querySelectorAll<HTMLElement>("[data-cell='head']")];
      const widths = heads.map((head) => Math.ceil(head.getBoundingClientRect().width));
      if (widths.length === 0 || widths.every((width) => width === 0)) return;
      const headerWidths = heads.map((head) => {
        const style = getComputedStyle(head);
        const text = head.firstElementChild!.getBoundingClientRect().width;
        return Math.ceil(text + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight));
      });
      const tracks = columnTracks({ columns, widths, headerWidths, room: box.clientWidth });
      // A box that only grew taller (rows filtered in or out) leaves the template as it was.
      if (target.style.getPropertyValue('--cf-table-columns') === tracks.template) return;
      target.style.setProperty('--cf-table-columns', tracks.template);
      target.style.minWidth = `${tracks.minWidth}px`;
    };
    // Measured here first, forcing a layout, rather than at the observer's first report: a template
    // written in that report resizes the box it observes, and the browser then raises 'ResizeObserver
    // loop completed with undelivered notifications' as an error on the page.
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(measured);
    observer.observe(box);
    return () => observer.disconnect();
  }, [sampled, columns, controls]);
}
