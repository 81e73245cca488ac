import { Button } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/lists/EmptyState';
import { NoMatchesEmptyState } from '../../../components/lists/NoMatchesEmptyState';

/** The clinic has no patient at all yet. */
export function NoPatientsYet() {
  return (
    <EmptyState
      icon={<IconUsers size={26} />}
      title="No patients yet"
      action={
        <Button
          component={Link}
          to="/dashboard/add-patient"
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          Add patient
        </Button>
      }
    >
      Add your first patient to start their record: contact details, medical history and
      appointments all live in one place.
    </EmptyState>
  );
}

/** Patients exist, but none matches the search and filters. */
export function NoMatchingPatients({ onClear }: { onClear: () => void }) {
  return (
    <NoMatchesEmptyState title="No patients match" onClear={onClear}>
      Check the spelling, search by another detail, or clear the filters to see every patient.
    </NoMatchesEmptyState>
  );
}
