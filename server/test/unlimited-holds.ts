// The checkout's hold limits out of the way, as RATE_LIMIT_MAX=10000 does for the request limits: the tests place many
// orders from one address, e-mail and phone. A test of the limits sets them itself.
export const UNLIMITED_HOLDS = {
  PENDING_ORDERS_PER_BUYER: "1000000",
  HELD_COPIES_PER_BUYER: "1000000",
  PENDING_ORDERS_PER_IP: "1000000",
};

// The per-address limits on comments and registrations out of the way too: every test client shares one address.
export const UNLIMITED_PER_ADDRESS = {
  COMMENTS_PER_IP_PER_MINUTE: "1000000",
  COMMENTS_PER_IP_PER_HOUR: "1000000",
  REGISTRATIONS_PER_IP_PER_HOUR: "1000000",
};
