import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { PendingMessage } from '../../components/page/PendingMessage';
import { LoadError } from '../../components/feedback/LoadError';
import { locationsQuery } from '../../lib/queries/locations';
import { servicesQuery } from '../../lib/queries/services';
import { teamMembersQuery } from '../../lib/queries/team-members';
import { serverMessage } from '../../lib/server-errors';
import { AddWishForm } from './AddWishForm';

interface AddWishDrawerProps {
  opened: boolean;
  timeZone: string;
  onClose: () => void;
}

/**
 * "Add to waitlist" beside the list, full width on phones. Its header is a div: Mantine's
 * <header> inside the dialog reads as a second page banner.
 */
export function AddWishDrawer({ opened, timeZone, onClose }: AddWishDrawerProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const services = useQuery({ ...servicesQuery, enabled: opened });
  const members = useQuery({ ...teamMembersQuery, enabled: opened });
  const locations = useQuery({ ...locationsQuery, enabled: opened });
  const reads = [services, members, locations];
  const failed = reads.find((read) => read.isError);

  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={phone ? '100%' : 'md'}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title fw={650} fz="lg">
            Add to waitlist
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>
          {failed ? (
            <LoadError
              title="The form did not load"
              message={serverMessage(failed.error)}
              onRetry={() => reads.forEach((read) => read.isError && void read.refetch())}
            />
          ) : services.data && members.data && locations.data ? (
            opened && (
              <AddWishForm
                services={services.data}
                members={members.data}
                locations={locations.data}
                timeZone={timeZone}
                onDone={onClose}
              />
            )
          ) : (
            <PendingMessage>Loading the form…</PendingMessage>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
