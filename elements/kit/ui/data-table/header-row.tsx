import type { SortState } from '../../../core/table-query';
import type { Column } from './column';
import { ROLES } from './roles';
import { SortHeaderButton } from './table-controls';

interface HeaderRowProps<Row> {
  columns: readonly Column<Row>[];
  /** Each header is a button that sorts by its column. */
  controls: boolean;
  sort: SortState | null;
  onSort: (header: string) => void;
}

export function HeaderRow<Row>({ columns, controls, sort, onSort }: HeaderRowProps<Row>) {
  return (
    <tr part="header-row" {...ROLES.row}>
      {columns.map((column) => {
        const direction = sort?.column === column.header ? sort.direction : undefined;
        return (
          <th
            key={column.header}
            scope="col"
            part="header-cell"
            {...ROLES.columnheader}
            aria-sort={direction}
            data-numeric={column.numeric || undefined}
          >
            {controls ? (
              <SortHeaderButton
                header={column.header}
                direction={direction}
                numeric={column.numeric === true}
                onSort={() => onSort(column.header)}
              />
            ) : (
              column.header
            )}
          </th>
        );
      })}
    </tr>
  );
}
