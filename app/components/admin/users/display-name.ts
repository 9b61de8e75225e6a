/** A site user's display name: first and last name, else the username. */
export function displayName(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
