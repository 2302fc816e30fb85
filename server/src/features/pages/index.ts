// The pages domain (the home texts, the about page, the contact details) as other features see it.
export { getContactInfo } from "./contact.service.ts";
export { getSiteContent } from "./site-content.service.ts";
export { DEFAULT_ABOUT } from "./about-texts.ts";
export { aboutPortraits } from "./about.service.ts";
