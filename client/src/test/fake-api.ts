// A fake server at the HTTP boundary: replaces the transport (adapter) of the shared `api` client for one test,
// answers by "METHOD /path" and records every request. Our own modules run unchanged.
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { onTestFinished } from "vitest";
import { apiDefaults } from "@/lib/api-client";

export interface Reply {
  status?: number;
  data?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

type Route = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

export function fakeApi(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const original = apiDefaults.adapter;
  apiDefaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const headers = AxiosHeaders.from(config.headers);
    const request: RecordedRequest = {
      method: (config.method ?? "get").toUpperCase(),
      url: config.url ?? "",
      authorization: (headers.get("Authorization") as string | undefined) ?? null,
      body: typeof config.data === "string" ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const reply =
      route === undefined
        ? { status: 404, data: { message: "Ruta no encontrada" } }
        : typeof route === "function"
          ? await route(request)
          : route;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: "",
      headers: {},
      config,
    };
    if (config.validateStatus && !config.validateStatus(response.status)) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  onTestFinished(() => {
    apiDefaults.adapter = original;
  });
  return { requests };
}

/** A promise with its resolve, to hold a reply until the test has looked at the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** An unsigned token with the given claims (the client only reads claims; the server is the one that verifies). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.firma`;
}
