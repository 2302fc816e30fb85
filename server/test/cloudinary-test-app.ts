// A test app whose uploads go to a local fake Cloudinary, with an administrator; set up and torn down around the
// calling describe block. Read the fields inside tests (they are filled in beforeAll).
import { afterAll, beforeAll } from "vitest";
import { startFakeCloudinary, type FakeCloudinary } from "./fake-cloudinary.ts";
import { createTestApp, ROLE_ADMIN, type TestApp } from "./test-app.ts";

export function useCloudinaryTestApp() {
  const env = {} as { fake: FakeCloudinary; cloud: TestApp; cloudAdmin: { Authorization: string } };
  beforeAll(async () => {
    env.fake = await startFakeCloudinary();
    env.cloud = await createTestApp({ CLOUDINARY_URL: env.fake.url });
    env.cloudAdmin = (await env.cloud.createUser({ rol: ROLE_ADMIN })).auth;
  });
  afterAll(async () => {
    await env.cloud.close();
    await env.fake.close();
  });
  return env;
}
