// The gallery domain as other features see it.
export { listPhotos } from "./gallery.service.ts";
