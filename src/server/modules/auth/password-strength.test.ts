import { describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../../domain/passwords.js';
import { assertStrongPassword, isStrongPassword } from './password-strength.js';

describe('password strength (ASVS 6.2.4; sessions and protection)', () => {
  it.each(['password123', 'qwertyuiop', 'Summer2024', 'iloveyou1'])(
    'refuses the common password %s',
    async (password) => expect(await isStrongPassword(password)).toBe(false),
  );

  it.each(['Correct-horse-battery-9', 'tri-walnut-orbit', 'lantern moss quietly'])(
    'accepts the passphrase %s without composition rules',
    async (password) => expect(await isStrongPassword(password)).toBe(true),
  );

  it('judges a password against the person’s own name and email', async () => {
    expect(await isStrongPassword('kovacevicjelena')).toBe(true);
    await expect(
      assertStrongPassword('kovacevicjelena', ['Jelena', 'Kovačević', 'jelena@example.com']),
    ).rejects.toThrow();
  });

  it('answers with a field message on the named field', async () => {
    await expect(assertStrongPassword('password123', [], 'newPassword')).rejects.toMatchObject({
      statusCode: 400,
      code: 'WEAK_PASSWORD',
      fields: { newPassword: WEAK_PASSWORD_MESSAGE },
    });
  });
});
