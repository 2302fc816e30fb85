// What the admin screens read from the API: the answer types of the contract in common/ (one definition per entity).
export type { Photo } from "@autora/common/contract/gallery.ts";
export type { Event } from "@autora/common/contract/events.ts";
export type { ContactInfo } from "@autora/common/contract/pages.ts";
export type { SiteContent } from "@autora/common/contract/pages.ts";

export type { Order, OrderStatus, SalesSummary } from "@autora/common/contract/orders.ts";
export type { PaymentConfig as PublicConfig } from "@autora/common/contract/orders.ts";
