import { ValidateBy, validateSync, type ValidationOptions } from 'class-validator';
import type { AnswerRule } from '../../../../../contract/rules/LendingApplication';

/**
 * A class-validator decorator for a rule of contract/rules: the form and the sandbox apply the
 * same function, and the message is the rule's own. The rule sees the whole form (an employer
 * is needed only for someone employed).
 */
export function MeetsRule(rule: AnswerRule, options?: ValidationOptions): PropertyDecorator {
  let lastMessage = '';
  return ValidateBy({
    name: 'meetsRule',
    validator: {
      validate: (value: unknown, args) => {
        const problem = rule(typeof value === 'string' ? value : '', (args?.object ?? {}) as Record<string, string>);
        lastMessage = problem ?? '';
        return problem === null;
      },
      defaultMessage: () => lastMessage,
    },
  }, options);
}

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
