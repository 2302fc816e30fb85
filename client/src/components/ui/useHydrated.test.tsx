// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  document.body.innerHTML = "";
  vi.resetModules();
});

describe("useHydrated", () => {
  it("is true from the first render on a page rendered only in the browser", async () => {
    const { useHydrated } = await import("./useHydrated");
    expect(renderHook(() => useHydrated()).result.current).toBe(true);
  });

  it("on a server-rendered page: false in the render that hydrates, true right after; true at once once the app has started", async () => {
    document.body.innerHTML = '<script id="router-data" type="application/json">{}</script>';
    const { useHydrated, markAppStarted } = await import("./useHydrated");
    const seen: boolean[] = [];
    renderHook(() => {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return hydrated;
    });
    expect(seen[0]).toBe(false);
    await waitFor(() => expect(seen.at(-1)).toBe(true));

    markAppStarted();
    expect(renderHook(() => useHydrated()).result.current).toBe(true);
  });
});
