// Printing packing slips and address labels: the page comes from the server with the token and opens in a new tab,
// where the browser prints it (its styles set the paper: A4, or 10 x 15 cm for labels).
import { reserveTab } from "@/lib/open-page";
import { getPrintout, type Printout } from "../api";

const FILE_NAMES: Record<Printout, string> = { "packing-slips": "hojas-de-empaque", "address-labels": "etiquetas" };

/** What the author reads when the printout could not be prepared (unless the server said why). */
export const PRINT_FAILED = "No se pudo preparar la impresión. Intenta de nuevo.";

/**
 * Call it from the click itself (also through useMutation's run, which calls it at once): the tab opens before the
 * page is asked for. A failure closes the tab and is thrown for the caller to show.
 */
export async function printOrders(kind: Printout, ids: number[]): Promise<void> {
  const tab = reserveTab();
  try {
    tab.show(await getPrintout(kind, ids), `${FILE_NAMES[kind]}-${ids.join("-")}.html`);
  } catch (error) {
    tab.close();
    throw error;
  }
}

/** Only orders whose money has arrived are packed; several paid ones can be printed together. */
export const canPrint = (status: string) => status === "paid" || status === "shipped";
