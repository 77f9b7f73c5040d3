import { ValidateBy, type ValidationArguments } from 'class-validator';

/**
 * The one class-validator decorator every form uses to apply one of contract/rules' "problem" functions, so a form
 * shows exactly the message the rule (and the bank's server) gives. A rule may read the rest of the form as its
 * second argument (an employer is needed only from someone employed).
 */
export function FollowsRule(problem: (value: string, form: Readonly<Record<string, string>>) => string | null): PropertyDecorator {
  const check = (args?: ValidationArguments) =>
    problem(typeof args?.value === 'string' ? args.value : '', (args?.object ?? {}) as Record<string, string>);
  return ValidateBy({
    name: problem.name || 'rule',
    validator: {
      validate: (_value: unknown, args?: ValidationArguments) => check(args) === null,
      defaultMessage: (args?: ValidationArguments) => check(args) ?? '',
    },
  });
}
