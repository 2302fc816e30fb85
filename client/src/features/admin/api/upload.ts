import type { AxiosRequestConfig } from "axios";

/** Receives the share of the request body sent so far, 0 to 100. */
export type ProgressHandler = (percent: number) => void;

/** The axios option that reports upload progress of a multipart body. */
export function withProgress(onProgress?: ProgressHandler): AxiosRequestConfig {
  return {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  };
}
