// Data the server wrote into the page it sent (a <script id="initial-data" type="application/json">), so the
// first render needs no request of its own. Each value is handed out once; later reads ask the API again.
function readInitialData(): Record<string, unknown> {
  const text = typeof document === "undefined" ? null : document.getElementById("initial-data")?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const initialData = readInitialData();

export function takeInitialData<T>(key: "siteContent" | "books" | "photos" | "legalPage"): T | undefined {
  const value = initialData[key] as T | undefined;
  delete initialData[key];
  return value;
}
