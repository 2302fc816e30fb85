// What a route loader hands its page for each read: the data, or the Spanish message saying why it could not be read.
// The client's loaders make it (client/src/lib/load.ts); the pages and their heads (./page-heads.ts) read it.
export type Loaded<T> = { data: T; error: null } | { data: null; error: string | null };
