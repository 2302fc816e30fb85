// The gallery feature's public surface: other features and the app import it from here only.
export { getPhotos, updatePhoto, deletePhoto, getAllPhotos, uploadPhoto, getFavorites, removeFavorite } from "./api";
