import { isAxiosError } from "axios";

/** The HTTP status of a failed API call, or undefined when no answer came back. */
export const httpStatus = (error: unknown): number | undefined => (isAxiosError(error) ? error.response?.status : undefined);
