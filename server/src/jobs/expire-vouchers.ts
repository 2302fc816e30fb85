// Every minute, the built-in provider's overdue vouchers expire and give their copies back (safe with several
// processes: features/orders/expiry-sweeper.ts changes each order in one conditional UPDATE); the books' stock shown
// to the public changes with them.
import { expireOverdueVouchers } from "../features/orders/index.ts";
import type { Job } from "./runner.ts";

export default {
  name: "expire-vouchers",
  everyMs: 60_000,
  changesPublicData: ["books"],
  /** answers the ids this run expired */
  async run(ctx): Promise<number[]> {
    const ids = await expireOverdueVouchers(ctx, ctx.now());
    if (ids.length > 0) ctx.log.info({ orderIds: ids }, "fichas vencidas");
    return ids;
  },
} satisfies Job;
