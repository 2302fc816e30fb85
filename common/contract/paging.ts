// How many rows one page of a list holds: the server cuts its pages with it, the client knows from it whether a full
// page may have more behind it.

/** A page of a public comment list (older ones with ?before=<id of the last one>), of the administrator's comments and of the outbox. */
export const PAGE_SIZE = 50;
