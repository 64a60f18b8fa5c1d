interface StatTableProps {
  caption: string;
  /** Column headings; the first column names the row, the others hold numbers (right-aligned). */
  columns: string[];
  rows: { key: string; cells: React.ReactNode[] }[];
  footer?: React.ReactNode[];
  /** Said in the table when it has no rows. */
  empty?: string;
  testId?: string;
}

const align = (index: number) => (index === 0 ? 'text-left' : 'text-right whitespace-nowrap tabular-nums');

interface RowProps {
  cells: React.ReactNode[];
  className: string;
  /** A total row is bold throughout, its name included. */
  bold?: boolean;
  testId?: string;
}

function Row({ cells, className, bold = false, testId }: RowProps) {
  return (
    <tr className={`${className} ${bold ? 'font-semibold' : ''}`} data-testid={testId}>
      {cells.map((cell, index) =>
        index === 0 ? (
          <th
            key={index}
            scope="row"
            className={`px-3 py-2 ${bold ? 'font-semibold' : 'font-normal'} ${align(index)}`}
          >
            {cell}
          </th>
        ) : (
          <td key={index} className={`px-3 py-2 ${align(index)}`}>
            {cell}
          </td>
        ),
      )}
    </tr>
  );
}

/** A table of figures; on a phone it scrolls sideways inside its frame, the page does not. */
export function StatTable({ caption, columns, rows, footer, empty, testId }: StatTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-grey-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-grey-100">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`px-3 py-2 font-semibold ${align(index)}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row
              key={row.key}
              cells={row.cells}
              className="border-t border-grey-200 align-top"
              testId={testId}
            />
          ))}
          {rows.length === 0 && empty && (
            <tr className="border-t border-grey-200">
              <td colSpan={columns.length} className="px-3 py-4 text-center text-grey-600">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
        {footer && (
          <tfoot>
            <Row cells={footer} className="border-t-2 border-grey-300" bold />
          </tfoot>
        )}
      </table>
    </div>
  );
}
