// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLoaderData } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { FormMessage } from "@/components/ui/FormMessage";
import { api } from "@/lib/api-client";
import { fakeApi } from "@/test/fake-api";
import { renderRoutes } from "@/test/render";
import { useMutation } from "./useMutation";

function Counter() {
  const count = useLoaderData() as number;
  const mutation = useMutation();
  return (
    <>
      <p>Guardados: {count}</p>
      <button
        type="button"
        disabled={mutation.pending}
        onClick={() => void mutation.run(() => api.post("/counter"), { success: "Guardado." })}
      >
        Guardar
      </button>
      <FormMessage feedback={mutation.feedback} />
    </>
  );
}

describe("useMutation: the one way a page changes data", () => {
  it("refreshes the page's data and says it worked; a refusal shows the server's Spanish message, not a silent failure", async () => {
    let stored = 0;
    let refuse = false;
    fakeApi({
      "GET /counter": () => ({ data: stored }),
      "POST /counter": () =>
        refuse ? { status: 409, data: { message: "Ya hay un respaldo en curso." } } : ((stored += 1), { data: {} }),
    });
    const loader = async () => (await api.get<number>("/counter")).data;
    renderRoutes([{ path: "/", loader, element: <Counter /> }]);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole("button", { name: "Guardar" }));
    await screen.findByText("Guardados: 1");
    expect(screen.getByRole("status").textContent).toBe("Guardado.");

    refuse = true;
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Ya hay un respaldo en curso.");
    expect(screen.getByText("Guardados: 1")).toBeTruthy();
  });
});
