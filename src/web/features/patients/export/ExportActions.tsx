import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDotsVertical, IconFileDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fhirFileName } from '../../../../domain/patient-export.js';
import { can } from '../../../../domain/permissions.js';
import { currentUserQuery } from '../../../lib/current-user';
import { fhirDownloadUrl, printPagePath } from './export-api';

/**
 * The record's export actions in the patient page header (Export):
 * the printable record and the FHIR R4 download, for members who may read clinical data.
 * Two buttons from 768 px, one menu below.
 */
export function ExportActions({ patientId }: { patientId: string }) {
  const { data: currentUser } = useQuery(currentUserQuery);
  if (!can(currentUser?.membership?.role, 'clinical.read')) return null;

  const download = { href: fhirDownloadUrl(patientId), download: fhirFileName(patientId) };
  return (
    <>
      <Group gap="sm" visibleFrom="sm" wrap="nowrap">
        <Button
          component={Link}
          to={printPagePath(patientId)}
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          Print record
        </Button>
        <Button
          component="a"
          {...download}
          variant="default"
          leftSection={<IconFileDownload size={16} aria-hidden />}
        >
          Download FHIR (JSON)
        </Button>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon hiddenFrom="sm" variant="default" size="lg" aria-label="Export the record">
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={printPagePath(patientId)}
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            Print record
          </Menu.Item>
          <Menu.Item
            component="a"
            {...download}
            leftSection={<IconFileDownload size={16} aria-hidden />}
          >
            Download FHIR (JSON)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
