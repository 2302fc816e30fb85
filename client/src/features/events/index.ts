// The events feature's public surface: other features and the app import it from here only.
export {
  getEvents,
  createEvent,
  deleteEvent,
  updateEvent,
  getBlogPosts,
  getBlogPost,
  createBlogPost,
  updateBlogPost,
  deleteBlogPost,
} from "./api";
