// The demo content a newcomer sees on a fresh start: texts here, files in ./assets (made by
// server/scripts/make-demo-assets.ts, which also reads the event texts below to write the PDFs).
export { demoAssetsDir } from "../lib/paths.ts";

export const demoBook = {
  name: "Urdimbre: historias creativas de artesanas y artesanos de México",
  description: [
    "Urdimbre reúne las historias de artesanas y artesanos de México que, con las manos y la memoria, sostienen oficios heredados por generaciones. Durante tres años, Mariana Velasco recorrió talleres, mercados y patios familiares para escuchar a quienes tiñen, tejen, modelan y pintan.",
    "En sus páginas aparecen las tejedoras zapotecas de Teotitlán del Valle, en Oaxaca, que obtienen el rojo de la grana cochinilla y el azul del añil; los alfareros de Colima que todavía bruñen el barro con piedras de río, como quienes modelaron los célebres perritos prehispánicos; y las maestras del maque de Michoacán, que aplican con la palma de la mano capa tras capa de tierras y aceite de chía.",
    "También hay lugar para el papel picado de San Salvador Huixcolotla, los alebrijes de San Martín Tilcajete y el barro negro de San Bartolo Coyotepec. Cada capítulo combina crónica, ilustración y la voz de sus protagonistas: cómo aprendieron, qué les preocupa y qué sueñan para quienes vienen detrás.",
    "Un libro para leer despacio, como se teje un rebozo: hilo por hilo, historia por historia.",
  ].join("\n\n"),
  price: "450.00",
  language: "Español",
  editorial: "Ediciones Volcán",
  format: "Pasta blanda",
  pages: 248,
  publicationDate: new Date("2024-03-15T00:00:00.000Z"),
  isbn: "978-607-98521-4-6",
  /** the first image is the cover */
  images: ["libro-portada.webp", "libro-tapete.webp", "libro-ollas.webp", "libro-papel-picado.webp"],
  // A stand-in address for the book trailer: replace it with the real video from the admin area.
  videos: ["https://www.youtube.com/watch?v=Urdimbre-24"],
  testimonials: [
    { author: "Lucía Ramírez", content: "Un libro que se lee con las manos: cada historia huele a barro, a lana y a tinte recién hervido." },
    { author: "Ernesto Villaseñor", content: "Mariana escucha con respeto y escribe con cariño. Por fin un libro que nombra a quienes hacen el arte popular de México." },
    { author: "Paola Hernández", content: "Los relatos de las tejedoras de Oaxaca me hicieron volver a mirar el rebozo de mi abuela." },
  ],
};

/** Gallery photos, in the order the gallery shows them (newest first). */
export const demoPhotos = [
  { file: "foto-telar.webp", descripcion: "Telar de pedal en Teotitlán del Valle, Oaxaca: la lana se tiñe con grana cochinilla, añil y pericón antes de convertirse en tapete." },
  { file: "foto-perrito-colima.webp", descripcion: "Perrito de Colima modelado en barro rojo y bruñido con piedra de río, como las piezas halladas en las tumbas de tiro." },
  { file: "foto-maque.webp", descripcion: "Batea de maque de Uruapan, Michoacán: flores de colores embutidas, capa por capa, sobre el fondo negro." },
  { file: "foto-alebrije.webp", descripcion: "Alebrije tallado en madera de copal y pintado con pinceles finos en San Martín Tilcajete, Oaxaca." },
  { file: "foto-barro-negro.webp", descripcion: "Cántaros de barro negro de San Bartolo Coyotepec: el brillo no es esmalte, sale de pulir la pieza con cuarzo antes de hornearla." },
  { file: "foto-talavera.webp", descripcion: "Azulejos de Talavera poblana: el azul cobalto se pinta a mano sobre el esmalte blanco antes de la segunda quema." },
];

/** Events (PDF documents), in the order the events page shows them (newest first). */
export const demoEvents = [
  {
    file: "evento-fil-guadalajara.pdf",
    title: "Conversatorio: el maque de Michoacán y la memoria de las manos",
    description: "Conversatorio con maestras laqueadoras de Uruapan en la Feria Internacional del Libro de Guadalajara, 29 de noviembre de 2025.",
    date: "29 de noviembre de 2025, 17:00 h",
    place: "Feria Internacional del Libro de Guadalajara, Expo Guadalajara, Jalisco",
    text: [
      "Mariana Velasco conversa con dos maestras laqueadoras de Uruapan sobre el maque: las tierras, el aceite de chía y la paciencia que exige cada pieza.",
      "Al final habrá firma de ejemplares de Urdimbre y una pequeña muestra de bateas y jícaras.",
    ],
  },
  {
    file: "evento-taller-telar.pdf",
    title: "Taller de telar de cintura con tejedoras de Oaxaca",
    description: "Taller abierto al público con tejedoras zapotecas en el Jardín Libertad de Colima, 24 de mayo de 2025.",
    date: "24 de mayo de 2025, 10:00 a 14:00 h",
    place: "Jardín Libertad, centro histórico de Colima, Colima",
    text: [
      "Tejedoras de Teotitlán del Valle enseñan los primeros pasos del telar de cintura: montar la urdimbre, pasar la trama y rematar una pequeña faja.",
      "Cupo limitado a veinte personas. Los materiales están incluidos; solo trae ganas de aprender.",
    ],
  },
  {
    file: "evento-feria-colima.pdf",
    title: "Presentación de Urdimbre en la Feria del Libro de Colima",
    description: "Presentación del libro en la Feria del Libro de Colima, 15 de marzo de 2025.",
    date: "15 de marzo de 2025, 18:00 h",
    place: "Feria del Libro de Colima, Colima, Colima",
    text: [
      "Mariana Velasco presenta Urdimbre: historias creativas de artesanas y artesanos de México, acompañada por alfareros colimenses que bruñen el barro como se hacía hace dos mil años.",
      "La entrada es libre. Habrá lectura de fragmentos, preguntas del público y firma de libros.",
    ],
  },
];

export const demoContactInfo = {
  phone: "+52 312 555 0142",
  email: "contacto@marianavelasco.mx",
  youtube: "https://www.youtube.com/@marianavelasco",
  facebook: "https://www.facebook.com/marianavelasco.autora",
  instagram: "https://www.instagram.com/marianavelasco.autora",
};

export const demoSiteContent = {
  introTitle: "Tejiendo historias entre hilos, barro y memoria",
  authorName: "Mariana Velasco",
  authorTitle: "Autora Colimense",
  mainTitle: "Cómo llegué aquí",
  subtitle:
    "Nací en Colima, entre volcanes y huertas de limón, y me formé como diseñadora gráfica. Durante más de diez años recorrí México con una libreta y una cámara para conocer a las artesanas y artesanos que tejen, modelan y pintan nuestra memoria. Urdimbre es el hilo que une sus historias.",
};
