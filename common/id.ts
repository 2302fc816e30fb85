// A row's id as PostgreSQL stores it (`integer`): a whole number from 1 to 2,147,483,647. A larger number would make
// the database fail, so every id the API reads is checked against this first. No zod here: the public pages' route
// loaders import it to refuse an address like /books/abc before asking the API; the schemas are contract/id.ts.
export const MAX_ID = 2_147_483_647;

export const INVALID_ID = "El identificador no es válido";

/** The id written in a path or a query string ("42"), or null when the text is not one. */
export function parseId(text: unknown): number | null {
  if (typeof text !== "string" || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}
