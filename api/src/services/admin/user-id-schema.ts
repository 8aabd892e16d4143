import { z } from 'zod';
import { USER_ID_PATTERN } from '../../http/principal';

/** A user id as the identity provider gives it (the back office names a person by it, never by a typed e-mail). */
export const userIdField = z.string().min(1).max(128).regex(USER_ID_PATTERN, { error: 'Usuário inválido.' });

export const userIdBody = z.strictObject({ userId: userIdField });
