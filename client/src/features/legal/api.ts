// GET/PUT /api/legal-pages/{slug}: the privacy notice, terms and returns policy (shared by the pages and the admin).
import type { LegalPage, LegalPageInput, LegalSlug } from "../../../../common/contract/legal-pages";
import { api } from "../../lib/api-client";
import { takeInitialData } from "../../lib/initial-data";

// The server writes the page's text into the legal page it sends, so the first render needs no request.
let initial = takeInitialData<LegalPage>("legalPage");

/** The page's text when the server already sent it (first render), else undefined. */
export function initialLegalPage(slug: LegalSlug): LegalPage | undefined {
  return initial?.slug === slug ? initial : undefined;
}

export async function getLegalPage(slug: LegalSlug): Promise<LegalPage> {
  const first = initialLegalPage(slug);
  if (first) {
    initial = undefined;
    return first;
  }
  const { data } = await api.get<LegalPage>(`/legal-pages/${slug}`);
  return data;
}

export async function saveLegalPage(slug: LegalSlug, input: LegalPageInput): Promise<LegalPage> {
  const { data } = await api.put<LegalPage>(`/legal-pages/${slug}`, input);
  return data;
}
