// The orders domain as other features and the jobs see it.
export { listUserOrders } from "./orders.service.ts";
export { expireOverdueVouchers } from "./expiry-sweeper.ts";
