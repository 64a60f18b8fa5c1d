import { z } from 'zod';
import { authUserSchema } from '@/lib/api/contract/auth';

/** `POST /api/b2b/users/invitations/accept`: the member, and a token when the acceptance signed them in. */
export const invitationAcceptedSchema = z.object({
  user: authUserSchema,
  token: z.string().optional(),
});
