import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, ownerUser } from '../../test/api-mock';
import { renderElement } from '../../test/render-element';
import { RoomsCard } from './RoomsCard';

const rooms = [{ id: '00000000-0000-4000-8000-0000000000c1', name: 'Gym', active: true }];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Rooms card of Settings → Clinic', () => {
  it('comes into view when the address asks for #rooms, as the setup checklist links it', async () => {
    mockApi({ 'GET /api/v1/users/current-user': () => json(200, ownerUser) });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderElement(<RoomsCard rooms={rooms} manages />, '/settings#rooms', '/settings');
    const card = screen.getByRole('region', { name: 'Rooms' });
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(card.parentElement).toBe(scrolled.mock.contexts[0]);
  });

  it('stays where it is otherwise', async () => {
    mockApi({ 'GET /api/v1/users/current-user': () => json(200, ownerUser) });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderElement(<RoomsCard rooms={rooms} manages />, '/settings', '/settings');
    expect(screen.getByRole('region', { name: 'Rooms' })).toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolled).not.toHaveBeenCalled();
  });
});
