// Behind a reverse proxy without TRUST_PROXY, every visitor has the proxy's address: they all share one rate limit,
// and five bad logins from anyone lock the author out. A request that says it was forwarded (X-Forwarded-For) and comes
// from a loopback or private address is the mark of that set-up; the log says so once per process.
import type { RequestHandler } from "express";
import { BlockList, isIP } from "node:net";
import type { Logger } from "./logger.ts";

// what Express's TRUST_PROXY names loopback, linklocal and uniquelocal cover
const localAddresses = new BlockList();
for (const [network, prefix] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const) {
  localAddresses.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  localAddresses.addSubnet(network, prefix, "ipv6");

const isLocal = (address: string | undefined) =>
  !!address && !!isIP(address) && localAddresses.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");

/** For an app without TRUST_PROXY: one warning the first time a local proxy forwards a request. */
export function warnOfUntrustedProxy(log: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    const address = req.socket.remoteAddress;
    if (!warned && req.headers["x-forwarded-for"] !== undefined && isLocal(address)) {
      warned = true;
      log.warn(
        `Llegan peticiones con X-Forwarded-For desde ${address} (un proxy) y TRUST_PROXY no está definida: todas las visitas cuentan como esa dirección en los límites de peticiones y en los bloqueos de inicio de sesión. Si hay un proxy delante, define TRUST_PROXY (p. ej. TRUST_PROXY=1).`,
      );
    }
    next();
  };
}
