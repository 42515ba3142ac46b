import { badRequest } from './app-error.ts';
import { isCommonPassword } from './breached-passwords.ts';

/** A new password (sign-up, reset, change) must not be one of the most common ones; the message lands on its field. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest('passwordBreached', { [field]: ['passwordBreached'] });
}
