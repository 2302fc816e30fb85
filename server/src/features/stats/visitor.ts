// Who a counted request is, without knowing who: nothing for a reader who asked not to be tracked or for a robot, else
// a hash of the day's random salt, the site, the address and the browser's User-Agent. The salt is new every day
// (central Mexico's) and deleted with the day's hashes after midnight, so a hash cannot be linked to the next day's,
// nor turned back into an address: the IP and the User-Agent are never stored.
import { createHash, randomBytes } from "node:crypto";
import type { Request } from "express";
import type { PrismaClient } from "../../lib/db/client.ts";

let mexicoDays: Intl.DateTimeFormat | undefined;
/** The calendar day of central Mexico at `now`, e.g. "2026-11-24". */
export function mexicoDay(now: Date): string {
  mexicoDays ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Mexico_City",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return mexicoDays.format(now);
}

/**
 * Robots, crawlers, link previews, uptime monitors, scripts and headless or automated browsers: their visits are not
 * readers'. A request without a User-Agent is one of them too.
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget|python|httpclient|http-client|okhttp|axios|node-fetch|undici|go-http|java\/|libwww|scrapy|postman|insomnia|^mozilla\/5\.0$/i;

export function isRobot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || ROBOT.test(userAgent);
}

/** "Do Not Track" or "Global Privacy Control" in the request: the reader asked not to be counted. */
export function askedNotToBeCounted(req: Pick<Request, "get">): boolean {
  return req.get("DNT") === "1" || req.get("Sec-GPC") === "1";
}

/** The salts read this process, by day (one is enough: they change once a day). */
const salts = new WeakMap<PrismaClient, { day: string; salt: string }>();

/**
 * The day's salt, the same in every process on the database: the first request of the day writes a random one, the
 * others read it (one atomic statement). The first time a process asks on a new day, the earlier days' salts and
 * hashes are deleted (the rotate-stats-salt job does it too, for a day without visits).
 */
export async function saltOf(prisma: PrismaClient, day: string): Promise<string> {
  const known = salts.get(prisma);
  if (known?.day === day) return known.salt;
  const [{ salt }] = await prisma.$queryRaw<{ salt: string }[]>`
    INSERT INTO "StatsSalt" ("day", "salt") VALUES (${day}::date, ${randomBytes(32).toString("hex")})
    ON CONFLICT ("day") DO UPDATE SET "day" = EXCLUDED."day"
    RETURNING "salt"`;
  await forgetEarlierDays(prisma, day);
  salts.set(prisma, { day, salt });
  return salt;
}

/** Deletes the salts and visitor hashes of the days before `day`: what is left is today's. */
export async function forgetEarlierDays(prisma: PrismaClient, day: string): Promise<void> {
  await prisma.$executeRaw`DELETE FROM "StatsVisitor" WHERE "day" < ${day}::date`;
  await prisma.$executeRaw`DELETE FROM "StatsSalt" WHERE "day" < ${day}::date`;
}

export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${site}\n${ip}\n${userAgent}`).digest("hex");
}

/**
 * The domain of the site a reader came from ("www." left out), or undefined for none, for an address that is not a
 * web page's, or for this site itself (a page of ours leading to another).
 */
export function referrerDomain(referrer: string | undefined, ownHosts: string[]): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const domain = url.hostname.toLowerCase().replace(/^www\./, "");
  const own = ownHosts.map((host) => host.toLowerCase().replace(/^www\./, ""));
  return domain && !own.includes(domain) ? domain.slice(0, 253) : undefined;
}
