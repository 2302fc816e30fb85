// The gallery as the API sends it (spec section 3): defined once in common/contract.
export type { Photo } from "@common/contract/photos";
export type { Favorite } from "@common/contract/favorites";
export type { PhotoComment } from "@common/contract/comments";
