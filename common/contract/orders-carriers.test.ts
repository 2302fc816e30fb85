import { describe, expect, it } from "vitest";
import { CARRIERS, findCarrier, trackingLink } from "./orders-carriers.ts";

describe("the carriers' tracking pages", () => {
  it("links a known carrier's tracking number to its page, however the name is written", () => {
    expect(trackingLink("DHL", "1234567890")?.url).toBe(
      "https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890&submit=1",
    );
    expect(trackingLink("dhl express", " 1234567890 ")?.url).toBe(
      "https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890&submit=1",
    );
    expect(trackingLink("Fedex", "7712 3456")?.url).toBe("https://www.fedex.com/fedextrack/?trknbr=77123456");
    expect(trackingLink("Paquetexpress", "MEX01PP3469501006006")?.url).toBe(
      "https://www.paquetexpress.com.mx/rastreo/MEX01PP3469501006006",
    );
    expect(trackingLink("99 Minutos", "ABC123")?.url).toBe("https://tracking.99minutos.com/search/ABC123");
    expect(trackingLink("Correos de Mexico", "MX123456789MX")).toMatchObject({
      url: "https://www.correosdemexico.gob.mx/SSLServicios/SeguimientoEnvio/Seguimiento.aspx",
      carrier: { numberInLink: false },
    });
    expect(findCarrier("SEPOMEX")?.name).toBe("Correos de México");
  });

  it("tells Estafeta's 10-digit tracking code from its 22-character waybill", () => {
    expect(trackingLink("Estafeta", "1234567890")?.url).toContain("wayBill=1234567890&wayBillType=0");
    expect(trackingLink("Estafeta Mexicana", "6055892120610706104294")?.url).toContain(
      "wayBill=6055892120610706104294&wayBillType=1",
    );
  });

  it("sends the number without the spaces it is printed with on the label", () => {
    expect(trackingLink("Estafeta", "6055 8921 2061 0706 1042 94")?.url).toContain(
      "wayBill=6055892120610706104294&wayBillType=1",
    );
    expect(trackingLink("Estafeta", " 12345 67890 ")?.url).toContain("wayBill=1234567890&wayBillType=0");
    expect(trackingLink("UPS", "1Z 999 AA1\t0123456784")?.url).toBe(
      "https://www.ups.com/track?loc=es_MX&tracknum=1Z999AA10123456784",
    );
  });

  it("gives no link for an unknown carrier, a missing number, or a name that only contains a known one", () => {
    expect(trackingLink("Mensajería Lupita", "123")).toBeNull();
    expect(trackingLink("DHL", "  ")).toBeNull();
    expect(trackingLink(null, "123")).toBeNull();
    expect(findCarrier("grupsa")).toBeUndefined();
    expect(findCarrier("Supsa")).toBeUndefined();
  });

  it("keeps the number inside the address: it cannot add parameters or leave the carrier's site", () => {
    for (const carrier of CARRIERS) {
      const url = new URL(carrier.trackingUrl(encodeURIComponent("1&x=2/../#y")));
      expect(url.origin).toBe(new URL(carrier.trackingUrl("1")).origin);
      expect(url.searchParams.get("x")).toBeNull();
    }
  });
});
