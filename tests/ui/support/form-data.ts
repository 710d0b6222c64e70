/** A submitted form's data: each named field once with its text, as a form's value reader gets it. */
export function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}
