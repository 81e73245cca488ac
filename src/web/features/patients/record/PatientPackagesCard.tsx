import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PatientPackage } from '../../../../domain/packages.js';
import { QueryContent } from '../../../components/page/QueryContent';
import { SectionCard } from '../../../components/page/SectionCard';
import { useClinicFormat } from '../../../lib/clinic-format';
import { patientPackagesQuery } from '../../../lib/queries/packages';
import { EmptyState } from './EmptyState';
import { SellPackageDialog } from './SellPackageDialog';

interface PatientPackagesCardProps {
  patientId: string;
  patientName: string;
  manages: boolean;
}

const sessionsLeft = (held: PatientPackage) =>
  `${held.remaining} of ${held.sessionsTotal} ${held.sessionsTotal === 1 ? 'session' : 'sessions'} left`;

/** The patient's prepaid packages: sessions left and until when, and selling another. */
export function PatientPackagesCard({ patientId, patientName, manages }: PatientPackagesCardProps) {
  const format = useClinicFormat();
  const held = useQuery(patientPackagesQuery(patientId));
  const [selling, setSelling] = useState(false);

  return (
    <SectionCard
      title="Packages"
      aside={
        manages && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPackage size={14} aria-hidden />}
            onClick={() => setSelling(true)}
          >
            Sell package
          </Button>
        )
      }
    >
      <QueryContent
        query={held}
        loadingLabel="Loading packages"
        errorTitle="We couldn't load this patient's packages."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState message="No packages yet." />
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.map((item) => (
                <Group component="li" key={item.id} justify="space-between" gap="sm">
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {item.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[
                        item.serviceName,
                        sessionsLeft(item),
                        `${item.expired ? 'Expired on' : 'Expires on'} ${format.date(item.expiresOn)}`,
                      ].join(' · ')}
                    </Text>
                  </Stack>
                  {item.expired ? (
                    <Badge color="gray" variant="light">
                      Expired
                    </Badge>
                  ) : (
                    item.remaining === 0 && (
                      <Badge color="gray" variant="light">
                        Used up
                      </Badge>
                    )
                  )}
                </Group>
              ))}
            </Stack>
          )
        }
      </QueryContent>
      {manages && (
        <SellPackageDialog
          opened={selling}
          onClose={() => setSelling(false)}
          patientId={patientId}
          patientName={patientName}
        />
      )}
    </SectionCard>
  );
}
