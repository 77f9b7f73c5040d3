/**
 * The sandbox's rules for a new password (issue 3 contract). A 4-character password means a
 * one-time password to the client's login, so one can never be chosen; the 10-character
 * minimum already rules it out, and the check below says so on its own for clarity.
 * The client's form should show the same messages; this is the server's last word.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 64;

export function newPasswordProblem(newPassword: string, currentPassword: string): string | null {
  if (newPassword.length === 4) return "Your new password can't be 4 characters long.";
  if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) {
    return `Your new password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`;
  }
  if (!/\p{L}/u.test(newPassword) || !/\p{Nd}/u.test(newPassword)) {
    return 'Your new password must include at least one letter and one number.';
  }
  if (newPassword === currentPassword) return 'Your new password must be different from your current password.';
  return null;
}
