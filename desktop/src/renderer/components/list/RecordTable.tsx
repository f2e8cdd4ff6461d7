import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** One column of a list screen's table: its header, and what each record shows in it. */
export type RecordColumn<R> = {
  id: string;
  header: string;
  cell: (record: R) => ReactNode;
  /** A test id for the cell, when a test reads that cell alone. */
  cellTestId?: (record: R) => string;
  className?: string;
};

export type RecordTableProps<R> = {
  /** The table's accessible name (usually the page title). */
  label: string;
  testId: string;
  columns: readonly RecordColumn<R>[];
  records: readonly R[];
  rowTestId: (record: R) => string;
  /** A class for a row that stands out (e.g. overdue invoices). */
  rowClassName?: (record: R) => string | undefined;
};

/** A list screen's table: the columns' headers, then a row per record. A screen declares only its columns. */
export function RecordTable<R extends { id: number }>({ label, testId, columns, records, rowTestId, rowClassName }: RecordTableProps<R>) {
  return (
    <Table aria-label={label} data-testid={testId}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.id}>{column.header}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} data-testid={rowTestId(record)} className={rowClassName?.(record)}>
            {columns.map((column) => (
              <TableCell key={column.id} className={column.className} data-testid={column.cellTestId?.(record)}>
                {column.cell(record)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
