// An admin screen's loader as the administrator area's shell calls it (with the administrator's read and the panel's
// shortcuts), for the tests that render a screen in a route table of their own.
export { withAdminArgs as adminLoader } from "@/features/admin/admin-data";
