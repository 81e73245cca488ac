import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, ownerUser } from '../../test/api-mock';
import { renderElement } from '../../test/render-element';
import { RoomsPointerCard } from './RoomsPointerCard';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Rooms card of Settings → Clinic', () => {
  it('points to Settings → Locations, where rooms are edited', async () => {
    mockApi({ 'GET /api/v1/users/current-user': () => json(200, ownerUser) });
    await renderElement(<RoomsPointerCard />, '/settings', '/settings');
    expect(screen.getByRole('link', { name: 'Settings → Locations' })).toHaveAttribute(
      'href',
      '/dashboard/settings/locations',
    );
  });

  it('comes into view when the address asks for #rooms, as the setup checklist links it', async () => {
    mockApi({ 'GET /api/v1/users/current-user': () => json(200, ownerUser) });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderElement(<RoomsPointerCard />, '/settings#rooms', '/settings');
    const card = screen.getByRole('region', { name: 'Rooms' });
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(card.parentElement).toBe(scrolled.mock.contexts[0]);
  });

  it('stays where it is otherwise', async () => {
    mockApi({ 'GET /api/v1/users/current-user': () => json(200, ownerUser) });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderElement(<RoomsPointerCard />, '/settings', '/settings');
    expect(screen.getByRole('region', { name: 'Rooms' })).toBeInTheDocument();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolled).not.toHaveBeenCalled();
  });
});
