// The comments feature's public surface: other features and the app import it from here only.
export {
  addBookComment,
  addPhotoComment,
  deleteComment,
  getAllComments,
  getBookComments,
  getPhotoComments,
  setCommentHidden,
} from "./api";
export { BookComments } from "./components/BookComments";
export { PhotoComments } from "./components/PhotoComments";
export type { BookComment, ModeratedComment, PhotoComment } from "./api";
