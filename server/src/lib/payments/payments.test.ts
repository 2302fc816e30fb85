import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import { createPayments } from "./index.ts";

function capture() {
  const lines: string[] = [];
  const log = { info: vi.fn((m: string) => lines.push(m)), warn: vi.fn((m: string) => lines.push(m)) };
  return { log: log as unknown as Logger, lines };
}

describe("createPayments", () => {
  it("runs the simulated provider without STRIPE_SECRET_KEY and says at start that payments are in test mode", () => {
    const { log, lines } = capture();
    const payments = createPayments(loadConfig({ DATA_DIR: "/tmp" }), log);
    expect(payments.provider).toBe("simulated");
    expect(payments.publishableKey).toBeNull();
    expect(lines.join("\n")).toMatch(/MODO DE PRUEBA/);
  });

  it("uses Stripe when STRIPE_SECRET_KEY is set, and warns when the webhook secret is missing", () => {
    const { log, lines } = capture();
    const payments = createPayments(
      loadConfig({ DATA_DIR: "/tmp", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x" }),
      log,
    );
    expect(payments.provider).toBe("stripe");
    expect(payments.publishableKey).toBe("pk_test_x");
    expect(lines.join("\n")).toMatch(/sin STRIPE_WEBHOOK_SECRET/);
    expect(lines.join("\n")).not.toMatch(/MODO DE PRUEBA/);
  });
});
