import { isApiError } from "@/lib/api-client";

/** The HTTP status of a failed API call, or undefined when no answer came back. */
export const httpStatus = (error: unknown): number | undefined =>
  isApiError(error) ? error.response?.status : undefined;
