import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Package } from '../../../domain/packages.js';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { useClinicFormat } from '../../lib/clinic-format';
import { packagesQuery } from '../../lib/queries/packages';
import classes from './plain-list.module.css';
import { PackageFormModal } from './PackageFormModal';

/** Prepaid packages: N sessions of one service for one price, sold on the patient's Billing tab. */
export function PackagesSection({ manages }: { manages: boolean }) {
  const format = useClinicFormat();
  const packages = useQuery(packagesQuery);
  // undefined: closed; null: a new package.
  const [editing, setEditing] = useState<Package | null | undefined>(undefined);

  return (
    <SectionCard
      title="Packages"
      description="Prepaid sessions of one service. A completed visit of that service uses a session instead of being invoiced."
      aside={
        manages && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing(null)}
          >
            New package
          </Button>
        )
      }
    >
      <QueryContent
        query={packages}
        loadingLabel="Loading packages"
        errorTitle="We couldn't load the packages."
      >
        {(list) =>
          list.length === 0 ? (
            <Text size="sm" c="dimmed">
              No packages yet.
            </Text>
          ) : (
            <Stack component="ul" gap="sm" className={classes.plainList} aria-label="Packages">
              {list.map((item) => (
                <Card component="li" key={item.id} withBorder padding="sm">
                  <Group justify="space-between" gap="sm">
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text fw={600} c={item.active ? undefined : 'dimmed'}>
                          {item.name}
                        </Text>
                        {!item.active && (
                          <Badge variant="light" color="gray">
                            Inactive
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {`${item.sessions} × ${item.serviceName} · ${format.money(item.priceCents)} · valid ${item.validDays} days`}
                      </Text>
                    </Stack>
                    {manages && (
                      <Button
                        variant="default"
                        size="xs"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        onClick={() => setEditing(item)}
                        aria-label={`Edit ${item.name}`}
                      >
                        Edit
                      </Button>
                    )}
                  </Group>
                </Card>
              ))}
            </Stack>
          )
        }
      </QueryContent>
      {manages && (
        <PackageFormModal
          key={editing?.id ?? 'new'}
          opened={editing !== undefined}
          item={editing ?? null}
          onClose={() => setEditing(undefined)}
        />
      )}
    </SectionCard>
  );
}
