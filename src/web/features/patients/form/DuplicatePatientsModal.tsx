import { Anchor, Button, Flex, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DuplicatePatient } from '../../../../domain/patients.js';
import { DialogModal } from '../../../components/dialogs/DialogModal';
import { formatDay } from '../list/patient-display';
import { patientName } from '../patient-api';
import classes from '../list/plain-list.module.css';

interface DuplicatePatientsModalProps {
  /** Null: closed. */
  duplicates: DuplicatePatient[] | null;
  onSaveAnyway: () => Promise<void>;
  onCancel: () => void;
}

/** Before saving a look-alike: the patients it may be, to open instead, or save anyway. */
export function DuplicatePatientsModal({
  duplicates,
  onSaveAnyway,
  onCancel,
}: DuplicatePatientsModalProps) {
  const [busy, setBusy] = useState(false);
  const saveAnyway = async () => {
    setBusy(true);
    try {
      await onSaveAnyway();
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogModal
      opened={duplicates !== null}
      onClose={onCancel}
      closable={!busy}
      title="This patient may already exist"
    >
      <Stack gap="md">
        <Text size="sm">
          A patient with the same name and date of birth, or the same email, is already in your
          clinic. Open their record to check, or save anyway if this is a different person.
        </Text>
        <Stack component="ul" gap="xs" className={classes.plainList} aria-label="Similar patients">
          {(duplicates ?? []).map((duplicate) => (
            <li key={duplicate.id}>
              <Anchor component={Link} to={`/dashboard/patients/${duplicate.id}`} fw={500}>
                {patientName(duplicate)}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[
                  duplicate.dateOfBirth ? `Born ${formatDay(duplicate.dateOfBirth)}` : null,
                  duplicate.email || null,
                ]
                  .filter(Boolean)
                  .join(' · ') || 'No date of birth or email'}
              </Text>
            </li>
          ))}
        </Stack>
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button onClick={() => void saveAnyway()} loading={busy}>
            Save anyway
          </Button>
        </Flex>
      </Stack>
    </DialogModal>
  );
}
