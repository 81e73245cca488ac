import { Badge, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { roomNameSchema, type Room } from '../../../domain/clinic-settings.js';
import { SectionCard } from '../../components/page/SectionCard';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { useCreateRoom, useUpdateRoom } from './clinic-settings-api';
import classes from './plain-list.module.css';

/** The name's problem: the domain's rule on the client, or the server's field message. */
function nameProblem(name: string): string | null {
  const result = roomNameSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
const serverNameProblem = (error: unknown) =>
  (error instanceof ApiError && error.fields?.name) || errorMessage(error);

function RoomRow({ room, manages }: { room: Room; manages: boolean }) {
  const update = useUpdateRoom();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const refusal = nameProblem(draft ?? '');
    setProblem(refusal);
    if (refusal) return;
    update.mutate(
      { id: room.id, changes: { name: draft!.trim() } },
      {
        onSuccess: () => {
          setDraft(null);
          notifySuccess('Room renamed');
        },
        onError: (error) => setProblem(serverNameProblem(error)),
      },
    );
  };

  const toggle = () =>
    update.mutate(
      { id: room.id, changes: { active: !room.active } },
      {
        onSuccess: () =>
          notifySuccess(room.active ? `${room.name} deactivated` : `${room.name} reactivated`),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  if (draft !== null) {
    return (
      <li>
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
            <Button
              variant="default"
              onClick={() => {
                setDraft(null);
                setProblem(null);
              }}
            >
              Cancel
            </Button>
          </Group>
        </form>
      </li>
    );
  }

  return (
    <Group component="li" justify="space-between" gap="sm" mih={36}>
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
            onClick={() => setDraft(room.name)}
            aria-label={`Rename ${room.name}`}
          >
            Rename
          </Button>
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

function AddRoomForm() {
  const create = useCreateRoom();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const refusal = nameProblem(name);
    setProblem(refusal);
    if (refusal) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: ({ room }) => {
          setName('');
          notifySuccess(`${room.name} added`);
        },
        onError: (error) => setProblem(serverNameProblem(error)),
      },
    );
  };

  return (
    <form onSubmit={add} noValidate>
      <Group gap="xs" align="flex-start">
        <TextInput
          aria-label="New room name"
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

/** Treatment rooms (optional): added, renamed and taken out of use at once, not on Save. */
export function RoomsCard({ rooms, manages }: { rooms: Room[]; manages: boolean }) {
  const anchor = useScrolledToWhenLinked('rooms');
  return (
    <Box
      id="rooms"
      ref={anchor}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 1rem)' }}
    >
      <SectionCard
        title="Rooms"
        description="Optional. Rooms can be booked with appointments, and a room is never booked twice at once."
      >
        <Stack gap="sm">
          {rooms.length === 0 ? (
            <Text size="sm" c="dimmed">
              No rooms yet.
            </Text>
          ) : (
            <Stack component="ul" gap="xs" className={classes.plainList} aria-label="Rooms">
              {rooms.map((room) => (
                <RoomRow key={room.id} room={room} manages={manages} />
              ))}
            </Stack>
          )}
          {manages && <AddRoomForm />}
        </Stack>
      </SectionCard>
    </Box>
  );
}

/**
 * Brings the element into view when the address ends in `#id` (the dashboard's setup checklist
 * links to the rooms). Waits a frame: opening a page first scrolls it to the top.
 */
function useScrolledToWhenLinked(id: string) {
  const { hash } = useLocation();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash !== `#${id}`) return;
    const frame = requestAnimationFrame(() => element.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash, id]);
  return element;
}
