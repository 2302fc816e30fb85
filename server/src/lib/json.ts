// The server's side of the answer types in common/contract: what a handler may pass to res.json for the client to read T.

/** A value whose JSON is a T: wherever T has free text, a Date may stand (JSON.stringify writes its ISO text). */
export type JsonSource<T> = T extends string
  ? string extends T
    ? T | Date
    : T
  : T extends (infer Item)[]
    ? JsonSource<Item>[]
    : T extends object
      ? { [K in keyof T]: JsonSource<T[K]> }
      : T;
