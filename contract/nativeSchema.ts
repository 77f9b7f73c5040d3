/**
 * The few field rules the native protocol needs, as data a test can read and a small
 * function can check: no schema library in the client bundle (see native.ts).
 */
export type FieldRule =
  | { kind: 'string'; optional?: boolean; pattern?: RegExp; maxLength?: number; oneOf?: readonly string[]; check?: (value: string) => boolean }
  | { kind: 'integer'; optional?: boolean; min: number; max: number }
  | { kind: 'boolean'; optional?: boolean };

export type FieldRules = Readonly<Record<string, FieldRule>>;
/** A command's payload: its fields, and no others. */
export type Schema = FieldRules;

/** Why `value` breaks `rule`, or null when it keeps it. */
export function ruleFailure(rule: FieldRule, value: unknown): string | null {
  if (value === undefined) return rule.optional ? null : 'is required';
  switch (rule.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'is not true or false';
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'is not a whole number';
      return value < rule.min || value > rule.max ? `is outside ${rule.min}–${rule.max}` : null;
    case 'string':
      if (typeof value !== 'string') return 'is not text';
      if (rule.maxLength !== undefined && value.length > rule.maxLength) return `is longer than ${rule.maxLength} characters`;
      if (rule.oneOf && !rule.oneOf.includes(value)) return `is not one of ${rule.oneOf.join(', ')}`;
      // Length first: a pattern must never run over an unbounded string.
      if (rule.pattern && !rule.pattern.test(value)) return 'is not in the expected form';
      if (rule.check && !rule.check(value)) return 'is not in the expected form';
      return null;
  }
}
