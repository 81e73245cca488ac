import { Box, Table } from '@mantine/core';
import type { FigureTable as FigureTableModel } from './stats-tables';

/** A figure's numbers as a real table with a caption: what a screen reader reads for a chart. */
export function FigureTable({ table }: { table: FigureTableModel }) {
  const align = (index: number) => (table.numeric[index] ? 'right' : 'left');
  return (
    // Narrow screens scroll a wide table sideways: the region takes focus so keyboards can too.
    <Box
      w="100%"
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="group"
      aria-label={table.caption}
    >
      <Table
        captionSide="top"
        striped
        highlightOnHover
        verticalSpacing="xs"
        miw={table.columns.length > 4 ? 560 : undefined}
      >
        <Table.Caption>{table.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, index) => (
              <Table.Th key={column} scope="col" ta={align(index)}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, rowIndex) => (
            <Table.Tr key={rowIndex}>
              {row.map((value, index) =>
                index === 0 ? (
                  <Table.Th key={index} scope="row" fw={500}>
                    {value}
                  </Table.Th>
                ) : (
                  <Table.Td key={index} ta={align(index)}>
                    {value}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {table.footer && (
          <Table.Tfoot>
            <Table.Tr>
              {table.footer.map((value, index) =>
                index === 0 ? (
                  <Table.Th key={index} scope="row">
                    {value}
                  </Table.Th>
                ) : (
                  <Table.Td key={index} ta={align(index)} fw={700}>
                    {value}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Box>
  );
}
