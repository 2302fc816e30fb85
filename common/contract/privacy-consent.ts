// "He leído el aviso de privacidad": the consent registration and checkout ask for. The form requires the box; the
// request carries `aceptaPrivacidad: true` and the server stores when it was given. A request without the field (as
// clients sent them before the notice existed) is still accepted and stores no date; `false` is refused.
import { z } from "zod";
import { PRIVACY_CONSENT_REQUIRED } from "./privacy-texts.ts";

export const privacyConsentField = z
  .boolean({ error: PRIVACY_CONSENT_REQUIRED })
  .optional()
  .refine((value) => value !== false, PRIVACY_CONSENT_REQUIRED);

/** When to store as the consent date: now when the request accepted the notice, else null. */
export const consentDate = (aceptaPrivacidad: boolean | undefined, now = new Date()) => (aceptaPrivacidad ? now : null);

/** The consent of a form that never existed without the notice (the contact form): only `true` is accepted. */
export const requiredPrivacyConsent = z.literal(true, { error: PRIVACY_CONSENT_REQUIRED });
