import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { RouterProvider } from "react-router-dom";
import { router } from "./app/router";
import { createStore } from "./app/store";
import "./styles/global.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
