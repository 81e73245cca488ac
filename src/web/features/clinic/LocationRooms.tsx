import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { roomNameSchema, type Room } from '../../../domain/clinic-settings.js';
import type { Location } from '../../../domain/locations.js';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { useCreateRoom, useUpdateRoom } from './clinic-settings-api';
import classes from './plain-list.module.css';
import locationClasses from './locations.module.css';

/** The name's problem: the domain's rule on the client, or the server's field message. */
function nameProblem(name: string): string | null {
  const result = roomNameSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
const serverNameProblem = (error: unknown) =>
  (error instanceof ApiError && error.fields?.name) || errorMessage(error);

interface RoomRowProps {
  room: Room;
  /** The clinic's other locations, where the room can move to. */
  elsewhere: Location[];
  manages: boolean;
}

function RenameRoomForm({ room, onDone }: { room: Room; onDone: () => void }) {
  const update = useUpdateRoom();
  const [draft, setDraft] = useState(room.name);
  const [problem, setProblem] = useState<string | null>(null);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const refusal = nameProblem(draft);
    setProblem(refusal);
    if (refusal) return;
    update.mutate(
      { id: room.id, changes: { name: draft.trim() } },
      {
        onSuccess: () => {
          onDone();
          notifySuccess('Room renamed');
        },
        onError: (error) => setProblem(serverNameProblem(error)),
      },
    );
  };

  return (
    <form onSubmit={rename} noValidate>
      <Group gap="xs" align="flex-start">
        <TextInput
          aria-label={`New name for ${room.name}`}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={problem}
          autoFocus
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

function MoveRoomForm({
  room,
  elsewhere,
  onDone,
}: {
  room: Room;
  elsewhere: Location[];
  onDone: () => void;
}) {
  const update = useUpdateRoom();
  const [target, setTarget] = useState(elsewhere[0]!.id);

  const move = (event: FormEvent) => {
    event.preventDefault();
    const destination = elsewhere.find((location) => location.id === target)!;
    update.mutate(
      { id: room.id, changes: { locationId: target } },
      {
        onSuccess: () => {
          onDone();
          notifySuccess(`${room.name} moved to ${destination.name}`);
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={move} noValidate>
      <Group gap="xs" align="flex-end">
        <NativeSelect
          label={`Move ${room.name} to`}
          value={target}
          onChange={(event) => setTarget(event.currentTarget.value)}
          data={elsewhere.map((location) => ({
            value: location.id,
            label: location.active ? location.name : `${location.name} (inactive)`,
          }))}
          autoFocus
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit" loading={update.isPending}>
          Move
        </Button>
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

function RoomRow({ room, elsewhere, manages }: RoomRowProps) {
  const update = useUpdateRoom();
  const [editing, setEditing] = useState<'rename' | 'move' | null>(null);

  const toggle = () =>
    update.mutate(
      { id: room.id, changes: { active: !room.active } },
      {
        onSuccess: () =>
          notifySuccess(room.active ? `${room.name} deactivated` : `${room.name} reactivated`),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  if (editing) {
    const done = () => setEditing(null);
    return (
      <li className={locationClasses.roomItem}>
        {editing === 'rename' ? (
          <RenameRoomForm room={room} onDone={done} />
        ) : (
          <MoveRoomForm room={room} elsewhere={elsewhere} onDone={done} />
        )}
      </li>
    );
  }

  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      mih={36}
      className={locationClasses.roomItem}
    >
      <Group gap="xs">
        <Text c={room.active ? undefined : 'dimmed'}>{room.name}</Text>
        {!room.active && (
          <Badge variant="light" color="gray">
            Inactive
          </Badge>
        )}
      </Group>
      {manages && (
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => setEditing('rename')}
            aria-label={`Rename ${room.name}`}
          >
            Rename
          </Button>
          {elsewhere.length > 0 && (
            <Button
              variant="default"
              size="xs"
              onClick={() => setEditing('move')}
              aria-label={`Move ${room.name}`}
            >
              Move
            </Button>
          )}
          <Button
            variant="subtle"
            size="xs"
            color={room.active ? 'red' : undefined}
            loading={update.isPending}
            onClick={toggle}
            aria-label={`${room.active ? 'Deactivate' : 'Reactivate'} ${room.name}`}
          >
            {room.active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </Group>
      )}
    </Group>
  );
}

function AddRoomForm({ location }: { location: Location }) {
  const create = useCreateRoom();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const refusal = nameProblem(name);
    setProblem(refusal);
    if (refusal) return;
    create.mutate(
      { name: name.trim(), locationId: location.id },
      {
        onSuccess: ({ room }) => {
          setName('');
          notifySuccess(`${room.name} added to ${location.name}`);
        },
        onError: (error) => setProblem(serverNameProblem(error)),
      },
    );
  };

  return (
    <form onSubmit={add} noValidate>
      <Group gap="xs" align="flex-start">
        <TextInput
          aria-label={`New room at ${location.name}`}
          placeholder="e.g. Treatment room 3"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={create.isPending}
        >
          Add room
        </Button>
      </Group>
    </form>
  );
}

interface LocationRoomsProps {
  location: Location;
  rooms: Room[];
  /** The clinic's other locations. */
  elsewhere: Location[];
  manages: boolean;
}

/**
 * A location's treatment rooms (optional): added, renamed, moved and taken out of use at once.
 * A room is never booked twice at once.
 */
export function LocationRooms({ location, rooms, elsewhere, manages }: LocationRoomsProps) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Rooms
      </Title>
      {rooms.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rooms here yet.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          className={classes.plainList}
          aria-label={`Rooms at ${location.name}`}
        >
          {rooms.map((room) => (
            <RoomRow key={room.id} room={room} elsewhere={elsewhere} manages={manages} />
          ))}
        </Stack>
      )}
      {manages && <AddRoomForm location={location} />}
    </Stack>
  );
}
