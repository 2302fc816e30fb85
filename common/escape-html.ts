// Text written into HTML or XML as text: every character that could open a tag, an entity or end a quoted attribute
// is replaced by its entity, so the reader sees exactly the text.

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * `a < b & "c"` -> `a &lt; b &amp; &quot;c&quot;`, safe inside an element and inside an attribute in single or double
 * quotes. `keepApostrophes` leaves ' as it is: enough inside double quotes, and what the pages' head tags have always
 * written.
 */
export function escapeHtml(text: string, { keepApostrophes = false } = {}): string {
  return text.replace(keepApostrophes ? /[&<>"]/g : /[&<>"']/g, (c) => ENTITIES[c]);
}
