import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DialogModal } from '../../../components/dialogs/DialogModal';
import { FormError } from '../../../components/feedback/FormError';
import { notifySuccess } from '../../../components/toasts/notify';
import { useClinicFormat } from '../../../lib/clinic-format';
import { packagesQuery, useSellPackage } from '../../../lib/queries/packages';
import { errorMessage } from '../../../lib/server-errors';

interface SellPackageDialogProps {
  opened: boolean;
  onClose: () => void;
  patientId: string;
  patientName: string;
}

/** Sells one of the clinic's active packages; the desk then issues its draft invoice. */
export function SellPackageDialog({
  opened,
  onClose,
  patientId,
  patientName,
}: SellPackageDialogProps) {
  const format = useClinicFormat();
  const navigate = useNavigate();
  const packages = useQuery({ ...packagesQuery, enabled: opened });
  const sell = useSellPackage(patientId);
  const [packageId, setPackageId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const options = (packages.data ?? [])
    .filter((item) => item.active)
    .map((item) => ({
      value: item.id,
      label: `${item.name}: ${item.sessions} × ${item.serviceName}, ${format.money(item.priceCents)}`,
    }));

  const close = () => {
    setPackageId(null);
    setError(null);
    setFieldError(null);
    onClose();
  };

  const submit = () => {
    setError(null);
    setFieldError(packageId ? null : 'Choose a package.');
    if (!packageId) return;
    sell.mutate(packageId, {
      onSuccess: ({ invoiceId }) => {
        notifySuccess('Package sold: issue its invoice to take payment');
        close();
        void navigate(`/dashboard/invoices/${invoiceId}`);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <DialogModal opened={opened} onClose={close} title={`Sell a package: ${patientName}`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <FormError message={error} />
          <Text size="sm" c="dimmed">
            The package goes on a draft invoice at its price. Issue it to take payment.
          </Text>
          <Select
            label="Package"
            required
            data-autofocus
            placeholder={packages.isPending ? 'Loading packages…' : 'Choose a package'}
            nothingFoundMessage="No packages yet: add them in Settings → Services."
            data={options}
            value={packageId}
            onChange={setPackageId}
            error={fieldError}
            allowDeselect={false}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={sell.isPending}>
              Sell and open invoice
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogModal>
  );
}
