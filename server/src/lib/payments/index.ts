// The one payments module: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in simulated provider
// (test mode, no real money). Features only talk to the Payments interface of ./types.ts.
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { createSimulatedPayments } from "./simulated.ts";
import { createStripePayments } from "./stripe.ts";
import type { Payments } from "./types.ts";

export function createPayments(config: Config, log: Logger): Payments {
  if (config.stripe.secretKey) {
    if (!config.stripe.webhookSecret)
      log.warn("pagos con Stripe sin STRIPE_WEBHOOK_SECRET: los pedidos no pasarán a pagados");
    log.info("pagos: Stripe (OXXO)");
    return createStripePayments({ ...config.stripe, secretKey: config.stripe.secretKey }, config.oxxoExpiresAfterDays);
  }
  log.warn(
    "pagos en MODO DE PRUEBA (proveedor simulado): no se cobra dinero real; define STRIPE_SECRET_KEY para usar Stripe",
  );
  return createSimulatedPayments({ publicUrl: config.publicUrl, expiresAfterDays: config.oxxoExpiresAfterDays });
}
