/** "Ana" + "Marković" -> "AM"; falls back to the first letter of the email address. */
export function initials(name: string, lastName: string, email: string): string {
  const letters = [name, lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || email.charAt(0).toUpperCase();
}
