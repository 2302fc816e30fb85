// Visit statistics: the page's beacon after each page view and on COMPRAR (always 204, nothing in the answer; a body
// that is not one of ours is a 400), and the administrator's report.
import { Router, type Request } from "express";
import type { AppContext } from "../../context.ts";
import { limitRequests } from "../../lib/rate-limit.ts";
import { parseOrThrow, validateBody } from "../../lib/validate.ts";
import { cartTapSchema, pageViewSchema, statsRangeSchema } from "@autora/common/contract/stats.ts";
import { countCartTap, countView, type Visitor } from "./stats.service.ts";
import { statsReport } from "./stats-report.ts";
import { askedNotToBeCounted, isRobot, mexicoDay } from "./visitor.ts";

export interface StatsOptions {
  /** the clock (tests move it past midnight) */
  now?: () => Date;
}

/**
 * A reader's page views are many: three times the per-address limit of the other calls, shared by both beacons, and
 * counted in the process (a database write per beacon would double its cost, for a call whose abuse only inflates
 * counts).
 */
const BEACON_LIMIT_FACTOR = 3;

export function statsRoutes(ctx: AppContext, { now = () => new Date() }: StatsOptions = {}): Router {
  const { prisma, config, auth } = ctx;
  const router = Router();
  const limited = limitRequests(config.rateLimitMax * BEACON_LIMIT_FACTOR, { name: "estadisticas", inProcess: true });
  const siteHost = new URL(config.siteUrl).hostname;

  /** The visitor to count, or undefined for a robot or a reader who asked not to be counted. */
  function visitorOf(req: Request): Visitor | undefined {
    const userAgent = req.get("User-Agent");
    if (askedNotToBeCounted(req) || isRobot(userAgent)) return undefined;
    return { ip: req.ip ?? "", userAgent: userAgent!, site: config.siteUrl, ownHosts: [siteHost, req.hostname] };
  }

  router.post("/stats/view", limited, validateBody(pageViewSchema), async (req, res) => {
    const visitor = visitorOf(req);
    if (visitor) await countView(prisma, req.body, visitor, mexicoDay(now()));
    res.status(204).end();
  });

  router.post("/stats/cart", limited, validateBody(cartTapSchema), async (req, res) => {
    const visitor = visitorOf(req);
    if (visitor) await countCartTap(prisma, visitor, mexicoDay(now()));
    res.status(204).end();
  });

  router.get("/stats", auth.requireAdmin, async (req, res) => {
    const range = parseOrThrow(statsRangeSchema, req.query.range ?? "30d");
    res.json(await statsReport(prisma, range, now()));
  });

  return router;
}
