/** The paragraphs of a text written with a blank line between them (a post, a biography); blank ones are dropped. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
