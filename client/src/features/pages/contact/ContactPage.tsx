// Contact: 'Dirígete a {first name}', then the phone, the e-mail and the social links the author filled in (an empty one
// is not shown; when the data could not be read, why, in place of the phone and e-mail), then the form 'Escríbeme'.
import { useLoaderData } from "react-router-dom";
import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "@/components/ui/SocialIcons";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { load } from "@/lib/load";
import { DEFAULT_AUTHOR_NAME, useSiteContent } from "../home/useSiteContent";
import { getContactInfo } from "../api";
import { fixedHead, type HeadFunction } from "@autora/common/page-heads.ts";
import { ContactForm } from "./ContactForm";
import "./contact.css";

const SOCIAL = [
  { key: "youtube", label: "YouTube", Icon: YoutubeIcon },
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
] as const;

export const loader = () =>
  load(getContactInfo, "No se pudieron cargar los datos de contacto. Intenta de nuevo más tarde.");

export const head: HeadFunction<typeof loader> = fixedHead(
  "Contacto",
  "Escríbeme o llámame para presentaciones, talleres, colaboraciones y pedidos del libro Urdimbre.",
);

export default function ContactPage() {
  const site = useSiteContent();
  const firstName = (site.data?.authorName || DEFAULT_AUTHOR_NAME).trim().split(/\s+/)[0];
  // the route's loader: the phone, e-mail and social links, or why they could not be read
  const contact = useLoaderData<typeof loader>();
  const info = contact.data;
  // Only the networks the author gave a link for; with none (or no data), no "Sígueme" at all.
  const social = SOCIAL.flatMap((network) => (info?.[network.key] ? [{ ...network, href: info[network.key] }] : []));

  return (
    <>
      <section className="container contact">
        <div className="contact__intro">
          <p className="eyebrow">Contacto</p>
          <h1>Dirígete a {firstName}</h1>
          <p className="lead">
            Para presentaciones, talleres, colaboraciones o pedidos especiales del libro, escríbeme o llámame. Respondo
            con gusto.
          </p>
        </div>
        <div className="contact__card card">
          {info ? (
            <ul className="contact__channels">
              {info.phone !== "" && (
                <li>
                  <span className="contact__icon">
                    <PhoneIcon />
                  </span>
                  <span>
                    <span className="contact__label">Teléfono</span>
                    <a href={`tel:${info.phone.replace(/[^\d+]/g, "")}`}>{info.phone}</a>
                  </span>
                </li>
              )}
              {info.email !== "" && (
                <li>
                  <span className="contact__icon">
                    <MailIcon />
                  </span>
                  <span>
                    <span className="contact__label">Correo electrónico</span>
                    <a href={`mailto:${info.email}`}>{info.email}</a>
                  </span>
                </li>
              )}
            </ul>
          ) : (
            <FormMessage feedback={failure(contact.error)} />
          )}
          {social.length > 0 && (
            <>
              <h2 className="contact__social-title">Sígueme</h2>
              <ul className="contact__social">
                {social.map(({ key, label, Icon, href }) => (
                  <li key={key}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${label} (se abre en una pestaña nueva)`}
                    >
                      <Icon />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
      <ContactForm />
    </>
  );
}
