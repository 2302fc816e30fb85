// A local stand-in for Cloudinary's upload API, spoken to by the real `cloudinary` SDK (point it here with
// CLOUDINARY_URL=cloudinary://key:secret@cloud?upload_prefix=<url>). It checks the request signature, records
// uploads and destroy calls, and answers with the fields the SDK and our storage read.
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileTypeFromBuffer } from "file-type";

export interface FakeUpload {
  resourceType: string;
  folder: string | undefined;
  publicId: string;
  bytes: Buffer;
}

export interface FakeDestroy {
  resourceType: string;
  publicId: string;
  result: "ok" | "not found";
}

export interface FakeCloudinary {
  /** CLOUDINARY_URL for the SDK, with upload_prefix pointing at this server */
  url: string;
  cloudName: string;
  uploads: FakeUpload[];
  destroyed: FakeDestroy[];
  /** requests refused for a wrong key or signature */
  refused: number;
  close(): Promise<void>;
}

const API_KEY = "123456789012345";
const API_SECRET = "fake-cloudinary-secret";

/** Cloudinary's signature: sorted `key=value` pairs joined by '&', then the secret, SHA-1 in hex. */
function sign(params: Record<string, string>, secret: string): string {
  const toSign = Object.keys(params)
    .filter((key) => params[key] !== "")
    .sort()
    .map((key) => `${key}=${params[key]}`.replace(/&/g, "%26"))
    .join("&");
  return createHash("sha1")
    .update(toSign + secret)
    .digest("hex");
}

export async function startFakeCloudinary(cloudName = "autora-test"): Promise<FakeCloudinary> {
  const uploads: FakeUpload[] = [];
  const destroyed: FakeDestroy[] = [];
  const fake: FakeCloudinary = {
    url: "",
    cloudName,
    uploads,
    destroyed,
    refused: 0,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };

  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    };
    const match = /^\/v1_1\/([^/]+)\/(image|raw|video)\/(upload|destroy)$/.exec(req.url ?? "");
    if (req.method !== "POST" || !match || match[1] !== cloudName)
      return send(404, { error: { message: "Not found" } });
    const [, , resourceType, action] = match;

    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let form: FormData;
    try {
      form = await new Response(Buffer.concat(chunks), {
        headers: { "Content-Type": req.headers["content-type"] ?? "" },
      }).formData();
    } catch {
      return send(400, { error: { message: "Invalid multipart body" } });
    }

    const params: Record<string, string> = {};
    let file: Buffer | undefined;
    for (const [key, value] of form) {
      if (typeof value === "string") params[key] = value;
      else file = Buffer.from(await value.arrayBuffer());
    }
    const { signature, api_key: apiKey, ...signed } = params;
    if (apiKey !== API_KEY || signature !== sign(signed, API_SECRET)) {
      fake.refused += 1;
      return send(401, { error: { message: "Invalid Signature" } });
    }

    if (action === "destroy") {
      const known = uploads.some((u) => u.publicId === params.public_id && u.resourceType === resourceType);
      const result = known && !destroyed.some((d) => d.publicId === params.public_id) ? "ok" : "not found";
      destroyed.push({ resourceType, publicId: params.public_id, result });
      return send(200, { result });
    }

    if (!file) return send(400, { error: { message: "Missing required parameter - file" } });
    const name = params.public_id ?? randomBytes(10).toString("hex");
    const publicId = params.folder ? `${params.folder}/${name}` : name;
    uploads.push({ resourceType, folder: params.folder, publicId, bytes: file });
    const format = resourceType === "image" ? ((await fileTypeFromBuffer(file))?.ext ?? "") : "";
    const path = `${resourceType}/upload/v1700000000/${publicId}${format ? `.${format}` : ""}`;
    send(200, {
      public_id: publicId,
      version: 1700000000,
      resource_type: resourceType,
      format,
      bytes: file.length,
      type: "upload",
      url: `http://res.cloudinary.com/${cloudName}/${path}`,
      secure_url: `https://res.cloudinary.com/${cloudName}/${path}`,
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `cloudinary://${API_KEY}:${API_SECRET}@${cloudName}?upload_prefix=http://127.0.0.1:${port}`;
  return fake;
}
