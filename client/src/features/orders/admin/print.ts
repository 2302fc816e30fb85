// Printing packing slips and address labels: the page comes from the server with the token and opens in a new tab,
// where the browser prints it (its styles set the paper: A4, or 10 x 15 cm for labels).
import { apiErrorMessage } from "@/lib/api-client";
import { showAlert } from "@/lib/alerts";
import { reserveTab } from "@/lib/open-page";
import { getPrintout, type Printout } from "./api";

const FILE_NAMES: Record<Printout, string> = { "packing-slips": "hojas-de-empaque", "address-labels": "etiquetas" };

/** Call it from the click itself: the tab opens before the page is asked for. */
export async function printOrders(kind: Printout, ids: number[]): Promise<void> {
  const tab = reserveTab();
  try {
    tab.show(await getPrintout(kind, ids), `${FILE_NAMES[kind]}-${ids.join("-")}.html`);
  } catch (error) {
    tab.close();
    await showAlert("error", "No se pudo preparar la impresión", apiErrorMessage(error, "Intenta de nuevo."));
  }
}

/** Only orders whose money has arrived are packed; several paid ones can be printed together. */
export const canPrint = (status: string) => status === "paid" || status === "shipped";
