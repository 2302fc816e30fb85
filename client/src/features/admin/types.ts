// What the admin screens read from the API: the answer types of the contract in common/ (one definition per entity).
export type { Photo } from "@autora/common/contract/photos.ts";
export type { BlogDocument } from "@autora/common/contract/blog.ts";
export type { ContactInfo } from "@autora/common/contract/contact.ts";
export type { SiteContent } from "@autora/common/contract/site-content.ts";

export type { Order, OrderStatus, SalesSummary } from "@autora/common/contract/orders.ts";
export type { PaymentConfig as PublicConfig } from "@autora/common/contract/checkout.ts";
