import type { ReactNode } from 'react';

/** One column of a table: its heading and what each row shows in it. */
export interface Column<Row> {
  head: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A class for the heading and each cell, such as an amount's alignment. */
  className?: string;
}

export interface TableProps<Row> {
  rows: readonly Row[];
  /** The columns in order; `false` leaves one out (a column only some screens show). */
  columns: readonly (Column<Row> | false)[];
  rowKey: (row: Row) => string;
  /** The id of the heading that names the table, when it has no caption. */
  labelledBy?: string;
  caption?: ReactNode;
  captionClassName?: string;
  className?: string;
  /** Whether each row's first cell heads its row (the default), or every cell is data. */
  rowHeaders?: boolean;
  /** A row under the others: a total. */
  foot?: ReactNode;
}

/** A table of rows, one column each, its headings read out with every cell. */
export function Table<Row>({
  rows,
  columns,
  rowKey,
  labelledBy,
  caption,
  captionClassName,
  className,
  rowHeaders = true,
  foot,
}: TableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => column !== false);
  return (
    <table className={className} aria-labelledby={labelledBy}>
      {caption && <caption className={captionClassName}>{caption}</caption>}
      <thead>
        <tr>
          {shown.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
            <th key={index} scope="col" className={column.className}>
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {shown.map((column, index) => {
              const Cell = index === 0 && rowHeaders ? 'th' : 'td';
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
                <Cell key={index} scope={Cell === 'th' ? 'row' : undefined} className={column.className}>
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
      {foot && <tfoot>{foot}</tfoot>}
    </table>
  );
}

/**
 * A table that scrolls in its own box when it is wider than the screen, or, with no rows, the words
 * `empty` says instead.
 */
export default function DataTable<Row>({ empty, ...table }: TableProps<Row> & { empty?: ReactNode }) {
  if (table.rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  return (
    <div className="table-scroll">
      <Table {...table} />
    </div>
  );
}
