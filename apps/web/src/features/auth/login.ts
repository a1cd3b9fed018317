import { RoleSchema } from '@bingo/contracts';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../lib/api';
import type { SessionUser } from '../../stores/session';

const LoginAnswerSchema = z.object({
  token: z.string().min(1).optional(),
  user: z.object({ id: z.string(), email: z.string(), role: RoleSchema }).optional(),
});

export class LoginError extends Error {}

/**
 * The single login call (DESIGN 6.5). Errors carry the spec's texts: the server's message, else
 * 'Invalid credentials' for a 401, 'Login failed' for any other refusal, and
 * 'Login failed. Please try again.' when the server cannot be reached.
 */
export async function login(email: string, password: string): Promise<{ token: string; user: SessionUser }> {
  let answer: z.output<typeof LoginAnswerSchema>;
  try {
    answer = await apiRequest('/auth/login', LoginAnswerSchema, {
      method: 'POST',
      body: { email, password },
      anonymous: true,
    });
  } catch (error) {
    if (error instanceof ApiError) {
      const fromServer = error.message.startsWith('API request failed with status') ? '' : error.message;
      if (error.status === 401) throw new LoginError(fromServer || 'Invalid credentials');
      throw new LoginError(fromServer || 'Login failed');
    }
    throw new LoginError('Login failed. Please try again.');
  }
  if (!answer.token) throw new LoginError('No token received from server');
  if (!answer.user) throw new LoginError('Failed to parse user data from token');
  return { token: answer.token, user: answer.user };
}
