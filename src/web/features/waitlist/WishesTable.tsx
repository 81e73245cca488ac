import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { RemoveWishButton } from './RemoveWishButton';
import { locationLabel, practitionerLabel } from './waitlist-display';
import type { WishRowsProps } from './WishCards';
import { BookedVisitLink, WishPatient, WishSource, wishWhen } from './WishFacts';
import classes from './waitlist.module.css';

/** The wishes from tablets up: one row each. */
export function WishesTable({ wishes, format }: WishRowsProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Wishes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Patient</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Practitioner</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th>Days and times</Table.Th>
            <Table.Th>Until</Table.Th>
            <Table.Th>Added from</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {wishes.map((wish) => (
            <Table.Tr key={wish.id}>
              <Table.Td>
                <WishPatient wish={wish} />
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{wish.serviceName}</Text>
                  {wish.note && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {wish.note}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{practitionerLabel(wish)}</Table.Td>
              <Table.Td>{locationLabel(wish)}</Table.Td>
              <Table.Td>{wishWhen(wish)}</Table.Td>
              <Table.Td className={classes.nowrap}>{format.day(wish.until)}</Table.Td>
              <Table.Td>
                <WishSource wish={wish} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                {wish.status === 'waiting' ? (
                  <RemoveWishButton wish={wish} />
                ) : (
                  <BookedVisitLink wish={wish} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
