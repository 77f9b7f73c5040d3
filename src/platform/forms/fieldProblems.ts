import { validateSync } from 'class-validator';

/** A class-validator form's first message per field that has a problem (the forms show one each). */
export function fieldProblems<Field extends string>(form: object): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const error of validateSync(form)) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) result[error.property as Field] = message;
  }
  return result;
}
