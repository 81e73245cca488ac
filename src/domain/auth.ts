import { z } from 'zod';
import { clinicRoles } from './roles.js';

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'));

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(1024, 'Password is too long.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const currentUserSchema = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    lastName: z.string(),
    platformAdmin: z.boolean(),
  }),
  membership: z
    .object({ clinicId: z.uuid(), clinicName: z.string(), role: z.enum(clinicRoles) })
    .nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
