import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  importFieldsOf,
  type ImportDuplicate,
  type ImportKind,
  type ImportRowError,
} from '../../../../domain/imports.js';

/** Tables scroll sideways on a phone instead of squeezing the messages. */
const MIN_WIDTH = 560;

export function RowErrorsTable({ kind, errors }: { kind: ImportKind; errors: ImportRowError[] }) {
  const labels = new Map(importFieldsOf(kind).map((field) => [field.field, field.label]));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Errors to fix in the file
      </Title>
      <Table.ScrollContainer minWidth={MIN_WIDTH}>
        <Table striped aria-label="Errors per row">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Row</Table.Th>
              <Table.Th w={200}>Field</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error, i) => (
              <Table.Tr key={`${error.row}-${error.field}-${i}`}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{labels.get(error.field) ?? error.field}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export function DuplicatesTable({ duplicates }: { duplicates: ImportDuplicate[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Possible duplicates
      </Title>
      <Table.ScrollContainer minWidth={MIN_WIDTH}>
        <Table striped aria-label="Possible duplicates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Row</Table.Th>
              <Table.Th>Why</Table.Th>
              <Table.Th w={200}>Looks like</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {duplicates.map((duplicate) => (
              <Table.Tr key={duplicate.row}>
                <Table.Td>{duplicate.row}</Table.Td>
                <Table.Td>{duplicate.message}</Table.Td>
                <Table.Td>
                  {duplicate.patientId ? (
                    <Anchor
                      component={Link}
                      to={`/dashboard/patients/${duplicate.patientId}`}
                      aria-label={`Open the existing patient that row ${duplicate.row} looks like`}
                    >
                      Open the existing patient
                    </Anchor>
                  ) : (
                    <Text size="sm">Row {duplicate.sameAsRow} of this file</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
