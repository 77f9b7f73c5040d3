/**
 * An account nickname (settings, Personalise): what the customer calls an account, shown
 * wherever accounts are listed. Up to 30 characters of letters (any language, macrons too),
 * digits, spaces and - ' & . , ( ) so it reads well on every screen and statement.
 */
export const NICKNAME_MAX_LENGTH = 30;

const ALLOWED = /^[\p{L}\p{M}\p{N} \-'’&.,()]+$/u;

/** The problem with a nickname (already trimmed by the caller or not), or null when it is fine. */
export function nicknameProblem(input: string): string | null {
  const nickname = input.trim();
  if (nickname === '') return 'Enter a nickname, or clear it to use the account name';
  if (nickname.length > NICKNAME_MAX_LENGTH) return `A nickname has at most ${NICKNAME_MAX_LENGTH} characters`;
  if (!ALLOWED.test(nickname)) return "A nickname can have letters, numbers, spaces and - ' & . , ( )";
  return null;
}

/** A blank nickname means "none": the account shows its own name. */
export function normaliseNickname(input: string | null): string | null {
  const nickname = input?.trim() ?? '';
  return nickname === '' ? null : nickname;
}
