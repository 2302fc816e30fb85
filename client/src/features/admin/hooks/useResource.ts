// Loads something from the API on mount (and on reload()), keeping the last good data while reloading.
import { useCallback, useEffect, useState } from "react";
import { apiErrorMessage } from "../../../lib/api-client";

interface ResourceState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
}

/** `load` must be stable (a module-level function or a memoised callback). */
export function useResource<T>(load: () => Promise<T>, failureMessage: string) {
  const [state, setState] = useState<ResourceState<T>>({ data: null, error: null, loading: true });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        console.error(failureMessage, error);
        if (current) setState((previous) => ({ data: previous.data, error: apiErrorMessage(error, failureMessage), loading: false }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, version, failureMessage]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** Local change after a successful call (e.g. one photo updated) without fetching the whole list again. */
  const update = useCallback((change: (data: T) => T) => setState((s) => (s.data === null ? s : { ...s, data: change(s.data) })), []);
  return { ...state, reload, update };
}
