// The boundaries rule: server/src/lib never imports a feature or a job, common/ never imports the client or the server.
import { join } from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import plugin from "./boundaries.js";
import { repoRoot } from "./import-graph.js";

RuleTester.describe = describe;
RuleTester.it = it;

const at = (path) => ({ filename: join(repoRoot, path) });
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("boundaries", plugin.rules["import-direction"], {
  valid: [
    { ...at("server/src/lib/storage.ts"), code: `import { HttpError } from "./errors.ts";\nimport sharp from "sharp";` },
    { ...at("server/src/lib/storage.ts"), code: `import { IMAGE_WIDTHS } from "@autora/common/responsive-image.ts";` },
    // features and jobs use lib and the jobs runner; they enter another feature through its index.ts
    { ...at("server/src/features/orders/orders.service.ts"), code: `import { startJobs } from "../../jobs/runner.ts";` },
    { ...at("server/src/features/accounts/accounts.service.ts"), code: `import { listUserOrders } from "../orders/index.ts";` },
    { ...at("server/src/features/orders/checkout.service.ts"), code: `import { sumStock } from "./stock.ts";` },
    { ...at("server/src/jobs/backup.ts"), code: `import { makeBackup } from "../features/backups/index.ts";` },
    // a test may use another feature's fixtures
    { ...at("server/src/features/comments/moderation.test.ts"), code: `import { createBook } from "../orders/checkout-fixtures.ts";` },
    { ...at("server/src/jobs/send-mail.ts"), code: `import { sendMail } from "../lib/mail/index.ts";` },
    { ...at("common/contract/books.ts"), code: `import { z } from "zod";\nimport { IMAGE_WIDTHS } from "../responsive-image.ts";` },
    { ...at("common/contract/books.ts"), code: `import { IMAGE_WIDTHS } from "@autora/common/responsive-image.ts";` },
  ],
  invalid: [
    {
      ...at("server/src/lib/storage.ts"),
      code: `import { createOrder } from "../features/orders/orders.service.ts";`,
      errors: [
        {
          message:
            '"../features/orders/orders.service.ts" (server/src/features/orders/orders.service.ts) no se importa desde server/src/lib: server/src/lib es infraestructura compartida: las features y los jobs la usan, ella no los conoce.',
        },
      ],
    },
    // a type names its module just the same; so does a test file in lib; and import() loads it
    { ...at("server/src/lib/db/client.ts"), code: `import type { Order } from "../../features/orders/orders.schemas.ts";`, errors: 1 },
    { ...at("server/src/lib/rate-limit.test.ts"), code: `import { startJobs } from "../jobs/runner.ts";`, errors: [{ message: /server\/src\/jobs\/runner\.ts/ }] },
    { ...at("server/src/lib/mail/index.ts"), code: `export const load = () => import("../../jobs/send-mail.ts");`, errors: 1 },
    { ...at("server/src/lib/mail/index.ts"), code: `export * from "../../features/mail";`, errors: 1 },
    {
      ...at("common/contract/books.ts"),
      code: `import { HttpError } from "../../server/src/lib/errors.ts";`,
      errors: [{ message: /no se importa desde common: common\/ es lo que cliente y servidor comparten/ }],
    },
    // a feature or a job that reaches into another feature's files
    {
      ...at("server/src/features/accounts/accounts.service.ts"),
      code: `import { listUserOrders } from "../orders/orders.service.ts";`,
      errors: [{ message: '"../orders/orders.service.ts": entra a la feature orders por su index.ts (server/src/features/orders/index.ts).' }],
    },
    { ...at("server/src/jobs/backup.ts"), code: `import { makeBackup } from "../features/backups/backups.service.ts";`, errors: 1 },
    // the workspace packages "client" and "server" are their folders
    { ...at("common/phone.ts"), code: `import { formatPrice } from "client/src/lib/format";`, errors: 1 },
  ],
});
