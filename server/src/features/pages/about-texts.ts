// The about page's starting texts: the author's own words, shown until the administrator saves hers (and stored with
// the demo portrait by the demo content).
import type { AboutContentInput } from "@autora/common/contract/pages-about.ts";

export const DEFAULT_ABOUT: AboutContentInput = {
  quote: "Cada pieza hecha a mano guarda una historia; mi trabajo es escucharla con calma y contarla con respeto.",
  biography: [
    "Crecí en Colima, entre el Volcán de Fuego, las huertas de limón y los mercados donde mi abuela compraba ollas de barro y rebozos tejidos en telar de cintura. Estudié Diseño Gráfico en la Universidad de Colima y durante diez años creé identidades para marcas, museos y proyectos culturales de Guadalajara y la Ciudad de México.",
    "En 2019 empecé a viajar con una libreta y una cámara para conocer a quienes hacen el arte popular de México: tejedoras zapotecas de Teotitlán del Valle, alfareros de Comala que bruñen el barro con piedras de río, maestras del maque en Uruapan. Escuchaba sus historias durante horas y las escribía por la noche.",
    "Esas libretas se convirtieron en Urdimbre, publicado por Ediciones Volcán en 2024. Hoy combino la escritura con el diseño editorial y con talleres en los que el oficio se aprende de quienes lo practican.",
  ].join("\n\n"),
  values: [
    {
      title: "Respeto",
      text: "Cada historia pertenece a quien la vive. Pido permiso, escucho primero y escribo después, con la voz de las artesanas y los artesanos al centro.",
    },
    {
      title: "Colaboración",
      text: "Los mejores proyectos se tejen entre muchas manos: talleres familiares, cooperativas, editoriales, museos y comunidades que deciden cómo quieren ser contadas.",
    },
    {
      title: "Memoria",
      text: "Documentar un oficio es cuidar un patrimonio vivo. Registro técnicas, nombres y palabras para que las nuevas generaciones puedan encontrarlos.",
    },
  ],
  reasons: [
    "Investigación en campo: entrevistas, fotografía y registro de técnicas en talleres de todo México.",
    "Diseño editorial completo, de la idea y el guion al libro impreso, con imprentas que conozco y en las que confío.",
    "Textos claros y cálidos para catálogos, exposiciones y fichas de producto de proyectos artesanales.",
    "Talleres y charlas para escuelas, museos y casas de cultura, en Colima o en línea.",
  ],
  testimonials: [
    {
      name: "Lucía Martínez",
      job: "Tejedora de Teotitlán del Valle",
      text: "Escuchó mi historia con paciencia y la contó con un respeto que pocas veces he sentido. Mi telar y mi familia están en cada página.",
    },
    {
      name: "Mateo Cárdenas",
      job: "Editor independiente en Guadalajara",
      text: "Une investigación, diseño y narración como muy pocas autoras. Con ella, un montón de notas se vuelve un libro que da gusto tener en las manos.",
    },
    {
      name: "Fernanda Ochoa",
      job: "Curadora de arte popular",
      text: "Su mirada sobre el arte popular es cálida y rigurosa a la vez. Con los textos que escribió para nuestra exposición, el público se quedaba leyendo cada cédula.",
    },
    {
      name: "Rodrigo Silva",
      job: "Fotógrafo documental",
      text: "Recorrer con ella los talleres de Comala fue un aprendizaje: sabe hacer las preguntas que abren puertas y corazones.",
    },
  ],
  portraitAlt: "Retrato ilustrado de la autora con el cabello trenzado, flores y un rebozo de rayas",
};
