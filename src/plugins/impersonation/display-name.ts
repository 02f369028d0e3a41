/** How a person is named in impersonation texts: the full name, or the email when there is none. */
export function displayName(person: { email: string; full_name: string | null }): string {
  return person.full_name?.trim() || person.email;
}
