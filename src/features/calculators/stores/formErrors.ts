import { validateSync } from 'class-validator';

/** The first message of each invalid property of a class-validator form. */
export function formErrors<Field extends string>(form: object): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const error of validateSync(form)) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) result[error.property as Field] = message;
  }
  return result;
}
