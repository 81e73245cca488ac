import type { ReactNode } from 'react';
import classes from './LegalPage.module.css';

interface LegalTableProps {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly ReactNode[]>;
}

/** A small table that turns into labelled blocks on phones instead of scrolling sideways. */
export function LegalTable({ caption, columns, rows }: LegalTableProps) {
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) => (
              <td key={cellIndex} data-label={columns[cellIndex]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
