// The comments feature's public surface: other features and the app import it from here only.
export { deleteComment, getAllComments, setCommentHidden } from "./api";
export type { ModeratedComment } from "./api";
