// The one HTTP client: adds the session token to every call and reads the server's Spanish error text. axios (about
// 20 KB gzipped) is loaded with the first call rather than with the page: a page the server rendered paints and
// hydrates without calling the API, so its first JavaScript does without it.
import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from "axios";
import { getToken } from "./token";

/**
 * What every call starts from. In the browser the API is on the page's own origin; the server renderer
 * (entry-server.tsx) points baseURL at the server itself; the tests' fake API replaces the adapter.
 */
export const apiDefaults: Pick<AxiosRequestConfig, "baseURL" | "adapter"> = { baseURL: "/api" };

let instance: Promise<AxiosInstance> | undefined;

function client(): Promise<AxiosInstance> {
  instance ??= import("axios").then(({ default: axios }) => {
    const created = axios.create();
    created.interceptors.request.use((config) => {
      const token = getToken();
      if (token) config.headers.Authorization = `Bearer ${token}`;
      return config;
    });
    return created;
  });
  return instance;
}

const withDefaults = (config?: AxiosRequestConfig): AxiosRequestConfig => {
  const defaults: AxiosRequestConfig = { baseURL: apiDefaults.baseURL };
  if (apiDefaults.adapter) defaults.adapter = apiDefaults.adapter;
  return { ...defaults, ...config };
};

type Body = unknown;
export const api = {
  get: async <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await client()).get<T>(url, withDefaults(config)),
  delete: async <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await client()).delete<T>(url, withDefaults(config)),
  post: async <T = unknown>(url: string, data?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await client()).post<T>(url, data, withDefaults(config)),
  put: async <T = unknown>(url: string, data?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await client()).put<T>(url, data, withDefaults(config)),
  patch: async <T = unknown>(url: string, data?: Body, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await client()).patch<T>(url, data, withDefaults(config)),
};

/**
 * An API path with its parameters encoded, e.g. apiPath`/book/${id}`: each parameter stays one segment of the path,
 * so a value taken from an address ("../../mail/messages") cannot make the call ask for another resource. "", "." and
 * ".." are refused: the URL would drop the segment or climb one level.
 */
export function apiPath(strings: TemplateStringsArray, ...params: (string | number)[]): string {
  return strings.reduce((path, text, i) => `${path}${pathSegment(params[i - 1])}${text}`);
}

function pathSegment(value: string | number): string {
  const text = String(value);
  if (text === "" || text === "." || text === "..")
    throw new Error(`Parámetro no válido en la ruta de la API: "${text}"`);
  return encodeURIComponent(text);
}

/** Whether a call failed with an answer or a network error (axios's own check, without loading axios). */
export const isApiError = (error: unknown): error is AxiosError =>
  (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;

/** The server's message for a failed call ({ message } or { error }), else the given fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const data = error.response?.data as { message?: unknown; error?: unknown } | undefined;
    if (typeof data?.message === "string" && data.message) return data.message;
    if (typeof data?.error === "string" && data.error) return data.error;
  }
  return fallback;
}

/** Receives the share of the request body sent so far, 0 to 100. */
export type ProgressHandler = (percent: number) => void;

/** The option that reports the upload progress of a multipart body. */
export function withProgress(onProgress?: ProgressHandler): AxiosRequestConfig {
  return {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  };
}
