/** A column's heading: its words, with a class where the column has one (numbers set right). */
export type ColumnHeading = string | { label: string; className: string };

/** A table's row of column headings, each a `th` of the column (`scope="col"`). */
export function TableHead({ columns }: { columns: readonly ColumnHeading[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, className } =
            typeof column === 'string' ? { label: column, className: undefined } : column;
          return (
            <th key={label} scope="col" className={className}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
