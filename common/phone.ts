// How a 10-digit Mexican phone number (stored as digits) is shown: 3125550101 -> "312 555 0101". Anything else is
// shown as it is. Kept apart from the contract's schemas so that pages showing a phone do not load zod.
export const formatTelefono = (phone: string) =>
  /^\d{10}$/.test(phone) ? `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}` : phone;
