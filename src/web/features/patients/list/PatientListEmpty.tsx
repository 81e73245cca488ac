import { IconUsers } from '@tabler/icons-react';
import { EmptyState } from '../../../components/lists/EmptyState';
import { NoMatchesEmptyState } from '../../../components/lists/NoMatchesEmptyState';
import { AddPatientActions } from './AddPatientActions';

/** The clinic has no patient at all yet; those who may import are offered that too. */
export function NoPatientsYet({ canImport }: { canImport: boolean }) {
  return (
    <EmptyState
      icon={<IconUsers size={26} />}
      title="No patients yet"
      action={
        <AddPatientActions canImport={canImport} importLabel="Import patients" justify="center" />
      }
    >
      {canImport
        ? 'Bring your patient list over from a CSV file, or add your first patient: contact details, medical history and appointments all live in one place.'
        : 'Add your first patient to start their record: contact details, medical history and appointments all live in one place.'}
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
