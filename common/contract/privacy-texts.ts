// The texts of the "He leído el aviso de privacidad" consent, without zod, so that the pages that only show the box
// do not load the validation library.
export const PRIVACY_CONSENT_LABEL = "He leído el aviso de privacidad";
export const PRIVACY_CONSENT_REQUIRED = "Debes aceptar el aviso de privacidad para continuar";
export const PRIVACY_NOTICE_PATH = "/aviso-de-privacidad";
