// What the admin screens read from the API: the answer types of the contract in common/ (one definition per entity).
export type { Photo } from "@common/contract/photos";
export type { BlogDocument } from "@common/contract/blog";
export type { ContactInfo } from "@common/contract/contact";
export type { SiteContent } from "@common/contract/site-content";

export type { Order, OrderStatus, SalesSummary } from "@common/contract/orders";
export type { PaymentConfig as PublicConfig } from "@common/contract/checkout";
