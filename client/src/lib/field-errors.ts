/**
 * The first message of each field a zod schema refused, keyed by the field's path ("email", "values.1.title"): what a
 * form shows next to each field, in the contract's own words.
 */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return errors;
}
