import { validateSync } from 'class-validator';

/**
 * A class-validator form's first message per field that has a problem (the forms show one
 * each). The one way every form reads its problems; a form class without rules has none.
 */
export function fieldProblems<Field extends string>(form: object): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const error of validateSync(form, { forbidUnknownValues: false })) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) result[error.property as Field] = message;
  }
  return result;
}
