// The stats domain as the jobs see it.
export { forgetEarlierDays, mexicoDay } from "./visitor.ts";
