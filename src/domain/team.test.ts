import { describe, expect, it } from 'vitest';
import { practitionersOf } from './team.js';

describe('practitionersOf', () => {
  it('offers the active members who take appointments, by name, and nobody else', () => {
    const member = (name: string, takesAppointments: boolean, status = 'active' as const) => ({
      name,
      lastName: 'Ilić',
      takesAppointments,
      status,
    });
    expect(
      practitionersOf([
        member('Vesna', true),
        member('Desk', false),
        member('Ana', true),
        { ...member('Gone', true), status: 'deactivated' as const },
      ]).map((practitioner) => practitioner.name),
    ).toEqual(['Ana', 'Vesna']);
  });
});
