import { validateSync } from 'class-validator';

/** A step's form class: its fields start empty; answers are assigned onto it. */
export type FormClass = new () => object;

/** The first message of each invalid field of `answers` under a form class. */
export function formErrors(Form: FormClass, answers: Readonly<Record<string, string>>): Record<string, string> {
  const form = Object.assign(new Form(), answers);
  const errors: Record<string, string> = {};
  for (const error of validateSync(form, { forbidUnknownValues: false })) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) errors[error.property] = message;
  }
  return errors;
}
