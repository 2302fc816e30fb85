/** The built entry of the server under root, built first when missing or stale. */
export function buildServerIfStale(root: string): Promise<string>;
