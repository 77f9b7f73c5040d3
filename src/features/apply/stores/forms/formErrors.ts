import { fieldProblems } from '../../../../platform/forms/fieldProblems';

/** A step's form class: its fields start empty; answers are assigned onto it. */
export type FormClass = new () => object;

/** The first message of each invalid field of `answers` under a form class. */
export function formErrors(Form: FormClass, answers: Readonly<Record<string, string>>): Record<string, string> {
  return fieldProblems<string>(Object.assign(new Form(), answers)) as Record<string, string>;
}
