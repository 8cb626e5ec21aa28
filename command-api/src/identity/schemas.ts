import { Type } from '@fastify/type-provider-typebox';

/** The spec's password rule: at least 8 characters. */
export const NewPassword = Type.String({ minLength: 8, maxLength: 200 });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
