import { ValidateBy, type ValidationArguments } from 'class-validator';

/**
 * A class-validator decorator from one of contract/rules' "problem" functions, so a form
 * shows exactly the message the rule (and the bank's server) gives.
 */
export function FollowsRule(problem: (value: string) => string | null): PropertyDecorator {
  return ValidateBy({
    name: problem.name || 'rule',
    validator: {
      validate: (value: unknown) => problem(typeof value === 'string' ? value : '') === null,
      defaultMessage: (args?: ValidationArguments) => problem(typeof args?.value === 'string' ? args.value : '') ?? '',
    },
  });
}
