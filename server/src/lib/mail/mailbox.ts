// The mailbox an address delivers to, as every per-mailbox limit counts it: "Buzon.Uno+2@Gmail.com" and
// "buzonuno@gmail.com" reach the same person, so they share one count. Used for counting only; mail goes to the
// address as typed.

/** Providers that ignore the dots of the local part. */
const DOTS_IGNORED = new Set(["gmail.com", "googlemail.com"]);

/** Lowercase, without the "+tag" of the local part, and without its dots at Gmail. */
export function mailbox(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at).split("+")[0];
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}
