// Hands what the browser fetched itself (an export that needs the session token) to the user as a download.

/** Saves `blob` under `name`, as a click on a download link would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has started the download by then; the object URL only holds memory
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
