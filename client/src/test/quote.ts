// A fake quote server for the pages' tests: it prices each line from its own table (the server's prices, which the
// page must show as they come), optionally taking off a discount.
import type { Quote, QuoteRequest } from "@autora/common/contract/orders-quote.ts";
import type { RecordedRequest, Reply } from "./fake-api";

export function quoteServer(
  prices: Record<number, { name: string; centavos: number }>,
  discount?: { code: string; percent: number },
) {
  return (request: RecordedRequest): Reply => {
    const body = request.body as QuoteRequest;
    const lines = body.items.map(({ bookId, quantity }) => ({
      bookId,
      name: prices[bookId].name,
      unitPriceCentavos: prices[bookId].centavos,
      quantity,
      lineTotalCentavos: prices[bookId].centavos * quantity,
    }));
    const subtotalCentavos = lines.reduce((sum, line) => sum + line.lineTotalCentavos, 0);
    const applies = !!body.code && body.code === discount?.code;
    const amountCentavos = applies ? Math.round((subtotalCentavos * discount.percent) / 100) : 0;
    const data: Quote = {
      lines,
      subtotalCentavos,
      discount: applies
        ? { code: discount.code, amountCentavos, description: `${discount.percent} % de descuento` }
        : null,
      totalCentavos: subtotalCentavos - amountCentavos,
      codeRefusal: body.code && !applies ? "Ese código no existe" : null,
    };
    return { data };
  };
}
