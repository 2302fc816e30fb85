// GET/PUT /api/legal-pages/{slug}: the privacy notice, terms and returns policy (shared by the pages and the admin).
import type { LegalPage, LegalPageInput, LegalSlug } from "@autora/common/contract/legal-pages.ts";
import { api, apiPath } from "@/lib/api-client";

export async function getLegalPage(slug: LegalSlug): Promise<LegalPage> {
  const { data } = await api.get<LegalPage>(apiPath`/legal-pages/${slug}`);
  return data;
}

export async function saveLegalPage(slug: LegalSlug, input: LegalPageInput): Promise<LegalPage> {
  const { data } = await api.put<LegalPage>(apiPath`/legal-pages/${slug}`, input);
  return data;
}
