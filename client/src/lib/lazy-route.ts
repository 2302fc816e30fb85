// Route objects whose page (and, for pages the server does not render, its loader) load on demand, so that each
// page is its own chunk. Used by the app's route table (the admin area builds its screens' routes from
// lib/admin-screen.ts's module shape).
import type { LoaderFunction } from "react-router-dom";

export const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * A page whose module also exports its route's loader: the pages the server does not render (cart, checkout,
 * account), whose loaders run only in the browser and stay out of the first page's JavaScript.
 */
export const pageWithLoader =
  (load: () => Promise<{ default: React.ComponentType; loader?: LoaderFunction }>) => async () => {
    const { default: Component, loader } = await load();
    return loader ? { Component, loader } : { Component };
  };
