// The gallery domain as other features see it.
export { galleryPhotos, listPhotos } from "./gallery.service.ts";
