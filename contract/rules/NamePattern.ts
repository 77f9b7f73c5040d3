/**
 * The spec's name pattern: only letters, hyphen, apostrophe and space. "Letters" means any
 * Unicode letter, so Māori, European and other names with diacritics are accepted as written.
 *
 * Decisions:
 * - A combining mark may follow a letter, so a macron typed as 'o' + U+0304 (as some keyboards
 *   send it) is accepted like the single character 'ō'.
 * - The apostrophe may be straight (') or curly (’): phones type the curly one by default.
 * - At least one letter is needed; blank values pass, because whether a name is required (and
 *   its message) belongs to each field.
 */

/** The pattern itself, for forms that want it (for instance class-validator's `@Matches`). */
export const NAME_PATTERN = /^(?=.*\p{L})(?:\p{L}\p{M}*|[-'’ ])+$/u;

/** The spec's message for a name that does not match. */
export const NAME_PATTERN_MESSAGE = 'Use only letters, hyphens, apostrophes and spaces';

/** Whether a non-blank value matches the name pattern. */
export function matchesNamePattern(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** The problem with a name, or null when it matches the pattern or is blank. */
export function namePatternProblem(value: string): string | null {
  if (value.trim() === '') return null;
  return matchesNamePattern(value) ? null : NAME_PATTERN_MESSAGE;
}
