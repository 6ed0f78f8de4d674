import { registerDecorator, type ValidationOptions } from 'class-validator';
import { PASSWORD_TOO_SHORT, passwordProblem } from '../password-policy.js';

/** The DTO rule for a new password: its message says which half failed (too short or on the list). */
export function IsAcceptablePassword(options?: ValidationOptions) {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'acceptablePassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: ({ value }) =>
          typeof value === 'string' ? (passwordProblem(value) ?? '') : PASSWORD_TOO_SHORT,
        ...options,
      },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && passwordProblem(value) === null,
      },
    });
}
