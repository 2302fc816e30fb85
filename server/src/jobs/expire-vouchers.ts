// Every minute, the built-in provider's overdue vouchers expire and give their copies back (safe with several
// processes: features/orders/expiry-sweeper.ts changes each order in one conditional UPDATE).
import type { AppContext } from "../context.ts";
import { expireOverdueVouchers } from "../features/orders/index.ts";
import type { Job } from "./runner.ts";

export interface ExpireVouchersOptions {
  everyMs?: number;
  /** the clock; tests move it forward */
  now?: () => Date;
  /** told when orders expired (the server empties its public-list cache: the stock changed) */
  onExpired?: (ids: number[]) => void;
}

export function expireVouchersJob(ctx: Pick<AppContext, "prisma" | "config" | "log">, options: ExpireVouchersOptions = {}): Job {
  const now = options.now ?? (() => new Date());
  return {
    config: { name: "expire-vouchers", everyMs: options.everyMs ?? 60_000 },
    /** answers the ids this run expired */
    async handler(): Promise<number[]> {
      const ids = await expireOverdueVouchers(ctx, now());
      if (ids.length > 0) {
        ctx.log.info({ orderIds: ids }, "fichas vencidas");
        options.onExpired?.(ids);
      }
      return ids;
    },
  };
}
