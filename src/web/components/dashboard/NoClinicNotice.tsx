import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingHospital, IconHelpCircle, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../lib/current-user';
import { PageHeader } from '../page/PageHeader';
import { useSwitchClinic } from './use-switch-clinic';

/**
 * The dashboard of an account in no clinic (its membership ended, or it never had one): there is
 * no calendar or patient list to show, so it says why and where to go instead.
 */
export function NoClinicNotice({ clinics }: { clinics: CurrentUser['clinics'] }) {
  const switchClinic = useSwitchClinic();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="You are not a member of a clinic" />
      <Alert color="gray" variant="light" icon={<IconBuildingHospital aria-hidden />}>
        <Stack gap="sm">
          <Text size="sm">
            The calendar, patients and the other clinic screens belong to a clinic, and this account
            is not part of one at the moment. If you work at a clinic that uses Motio, ask its owner
            or an administrator to invite you again; the invitation opens it here.
          </Text>
          {clinics.length > 0 && (
            <Group gap="sm">
              {clinics.map((clinic) => (
                <Button
                  key={clinic.clinicId}
                  loading={
                    switchClinic.isPending && switchClinic.variables?.clinicId === clinic.clinicId
                  }
                  onClick={() => switchClinic.mutate(clinic)}
                >
                  Open {clinic.clinicName}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      </Alert>
      <Group gap="sm">
        <Button
          component={Link}
          to="/dashboard/contact-support"
          variant={clinics.length > 0 ? 'default' : 'filled'}
          leftSection={<IconHelpCircle size={16} aria-hidden />}
        >
          Contact support
        </Button>
        <Button
          component={Link}
          to="/dashboard/settings"
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Account settings
        </Button>
      </Group>
    </Stack>
  );
}
