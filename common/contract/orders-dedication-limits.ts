// A signed copy's limits and its shape in an order, without zod, so the pages that only show them or count characters
// do not load it (the schema that checks a request is orders-dedication.ts).

/** The most characters the name and the message of a dedication may have. */
export const DEDICATION_LIMITS = { nombre: 60, mensaje: 200 } as const;

/** The dedication of an order as the administrator sees it. */
export interface OrderDedication {
  nombre: string;
  mensaje: string | null;
  /** when the author ticked it written; null until then */
  hechaEn: string | null;
  /** paid and not yet written: the order card shows "por dedicar" */
  porDedicar: boolean;
}
