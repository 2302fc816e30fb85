// The gallery as the API sends it: defined once in common/contract.
export type { Photo } from "@autora/common/contract/gallery.ts";
export type { Favorite } from "@autora/common/contract/gallery.ts";
export type { PhotoComment } from "@autora/common/contract/comments.ts";
