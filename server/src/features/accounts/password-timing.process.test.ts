// The reset answer does not tell whether an address has an account, not even by its time: the link's work (token,
// outbox) happens after the answer. A process-level test (npm run test:process): it times requests with curl.
import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { createTestApp } from "#test/test-app.ts";

const ANSWER =
  "Si hay una cuenta con ese correo, te enviamos un enlace para elegir una contraseña nueva. Revisa tu bandeja de entrada.";
const run = promisify(execFile);

// curl, a process of its own, times each request as a stranger would (this process goes on with the link's work once
// the answer is out, which would otherwise slow down its own reading of the answer).
//
// Each round asks once for an address with an account (a first link: token and mail) and once for one without, in
// alternating order, both on an idle server. What is compared is which of the two was slower in each round, not by how
// much: a busy machine slows both of a round alike or at random, which pulls the count towards half the rounds, never
// towards all of them. The test fails only when the address with an account was slower in at least 80% of the rounds
// (by chance, with no real difference: about one run in a million) and by more than 3 ms at the median. When the link's
// work came before the answer, the difference was 8 to 27 ms in nearly every round; since, it is within 1 ms.
it("answers an address with an account as fast as one without", async () => {
  const timed = await createTestApp({ PUBLIC_URL: "https://autora.test" });
  const server = timed.app.listen(0, "127.0.0.1");
  try {
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/usuarios/recuperar-contrasena`;
    const ask = async (email: string) => {
      const args = [
        "-sS",
        "-H",
        "content-type: application/json",
        "--data",
        JSON.stringify({ email }),
        "-w",
        "\n%{time_total}",
        url,
      ];
      const { stdout } = await run("curl", args);
      const [body, seconds] = stdout.split("\n");
      expect((JSON.parse(body) as { message: string }).message).toBe(ANSWER);
      return Number(seconds) * 1000;
    };
    const rounds = 60;
    for (let i = 0; i < rounds; i++) await timed.createUser({ email: `existe${i}@ejemplo.mx` });
    await timed.createUser({ email: "calienta@ejemplo.mx" });
    for (let i = 0; i < 5; i++) await Promise.all([ask(`calienta${i}@ejemplo.mx`), ask("calienta@ejemplo.mx")]);
    const linkQueued = async (email: string) => {
      while ((await timed.prisma.emailMessage.count({ where: { to: email } })) === 0)
        await new Promise((r) => setTimeout(r, 5));
    };
    await linkQueued("calienta@ejemplo.mx");
    const differences: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const known = `existe${i}@ejemplo.mx`;
      let unknownMs = 0;
      if (i % 2 === 0) unknownMs = await ask(`nadie${i}@ejemplo.mx`);
      const knownMs = await ask(known);
      await linkQueued(known);
      if (i % 2 === 1) unknownMs = await ask(`nadie${i}@ejemplo.mx`);
      differences.push(knownMs - unknownMs);
    }
    const slowerWithAccount = differences.filter((difference) => difference > 0).length / rounds;
    const median = differences.toSorted((a, b) => a - b)[rounds >> 1];
    const tellsApart = slowerWithAccount >= 0.8 && median > 3;
    expect(
      tellsApart,
      `slower with an account in ${Math.round(slowerWithAccount * 100)}% of the rounds, median ${median.toFixed(1)} ms`,
    ).toBe(false);
  } finally {
    server.close();
    await timed.close();
  }
}, 300_000);
