// The features' API modules put parameters into paths with apiPath: a value from outside (an address, a typed id)
// stays one segment and cannot point the call at another resource.
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { getBook } from "@/features/books";
import { getLegalPage } from "@/features/legal";
import { deleteComment } from "@/features/comments";
import type { CommentKind } from "@autora/common/contract/comments.ts";
import type { LegalSlug } from "@autora/common/contract/legal-pages.ts";

describe("API modules", () => {
  it("encode what they put in a path", async () => {
    const api = fakeApi({});
    await getBook(7).catch(() => undefined);
    // typed values can still come from outside at run time (an address, a stored draft)
    await getLegalPage("../mail/messages" as LegalSlug).catch(() => undefined);
    await deleteComment("../../mail" as CommentKind, 5).catch(() => undefined);
    expect(api.requests.map((request) => request.url)).toEqual([
      "/book/7",
      "/legal-pages/..%2Fmail%2Fmessages",
      "/comentarios/..%2F..%2Fmail/5",
    ]);
  });
});
