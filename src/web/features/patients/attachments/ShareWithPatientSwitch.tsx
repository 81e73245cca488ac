import { Switch } from '@mantine/core';
import type { Attachment } from '../../../../domain/attachments.js';
import { notifyError } from '../../../components/toasts/notify';
import { errorMessage } from '../../../lib/server-errors';
import { useShareAttachment } from './attachment-api';

interface ShareWithPatientSwitchProps {
  patientId: string;
  attachment: Attachment;
}

/**
 * Shows the file to the patient on the portal, or stops showing it. The switch takes the new
 * position at once, and goes back with the server's message if the change is refused.
 */
export function ShareWithPatientSwitch({ patientId, attachment }: ShareWithPatientSwitchProps) {
  const share = useShareAttachment(patientId, attachment.id);
  const checked = share.isPending
    ? share.variables.sharedWithPatient
    : attachment.sharedWithPatient;
  return (
    <Switch
      size="sm"
      label="Shared with patient"
      aria-label={`Shared with patient: ${attachment.fileName}`}
      checked={checked}
      onChange={(event) => {
        if (share.isPending) return;
        share.mutate(
          { sharedWithPatient: event.currentTarget.checked },
          {
            onError: (error) =>
              notifyError(`${attachment.fileName} was not changed. ${errorMessage(error)}`),
          },
        );
      }}
    />
  );
}
