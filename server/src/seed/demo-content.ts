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
    {
      author: "Lucía Ramírez",
      content: "Un libro que se lee con las manos: cada historia huele a barro, a lana y a tinte recién hervido.",
    },
    {
      author: "Ernesto Villaseñor",
      content:
        "Mariana escucha con respeto y escribe con cariño. Por fin un libro que nombra a quienes hacen el arte popular de México.",
    },
    {
      author: "Paola Hernández",
      content: "Los relatos de las tejedoras de Oaxaca me hicieron volver a mirar el rebozo de mi abuela.",
    },
  ],
};

/** Gallery photos, in the order the gallery shows them (newest first). */
export const demoPhotos = [
  {
    file: "foto-telar.webp",
    descripcion:
      "Telar de pedal en Teotitlán del Valle, Oaxaca: la lana se tiñe con grana cochinilla, añil y pericón antes de convertirse en tapete.",
  },
  {
    file: "foto-perrito-colima.webp",
    descripcion:
      "Perrito de Colima modelado en barro rojo y bruñido con piedra de río, como las piezas halladas en las tumbas de tiro.",
  },
  {
    file: "foto-maque.webp",
    descripcion:
      "Batea de maque de Uruapan, Michoacán: flores de colores embutidas, capa por capa, sobre el fondo negro.",
  },
  {
    file: "foto-alebrije.webp",
    descripcion: "Alebrije tallado en madera de copal y pintado con pinceles finos en San Martín Tilcajete, Oaxaca.",
  },
  {
    file: "foto-barro-negro.webp",
    descripcion:
      "Cántaros de barro negro de San Bartolo Coyotepec: el brillo no es esmalte, sale de pulir la pieza con cuarzo antes de hornearla.",
  },
  {
    file: "foto-talavera.webp",
    descripcion:
      "Azulejos de Talavera poblana: el azul cobalto se pinta a mano sobre el esmalte blanco antes de la segunda quema.",
  },
];

/** Events (PDF documents), in the order the events page shows them (newest first). */
export const demoEvents = [
  {
    file: "evento-fil-guadalajara.pdf",
    title: "Conversatorio: el maque de Michoacán y la memoria de las manos",
    description:
      "Conversatorio con maestras laqueadoras de Uruapan en la Feria Internacional del Libro de Guadalajara, 29 de noviembre de 2025.",
    day: "2025-11-29",
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
    description:
      "Taller abierto al público con tejedoras zapotecas en el Jardín Libertad de Colima, 24 de mayo de 2025.",
    day: "2025-05-24",
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
    day: "2025-03-15",
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

/** The about page's portrait (its texts are the pages feature's starting texts). */
export const demoAbout = {
  portrait: "sobre-mi-retrato.webp",
};

/** Blog posts, oldest first (ids 1, 2, 3 on a fresh start). */
export const demoBlogPosts = [
  {
    image: "blog-telar.webp",
    imageAlt: "Ilustración de un telar con un tejido de franjas de colores",
    title: "El telar de cintura: hilos que cuentan historias",
    date: "2024-03-15",
    tags: ["telar", "textiles", "oaxaca"],
    body: [
      "En muchas comunidades de México, el telar de cintura sigue siendo el centro de la casa. Una punta se ata a un árbol o a un poste; la otra, a la cintura de la tejedora, que con el peso de su cuerpo decide qué tan tensa queda la urdimbre.",
      "En Teotitlán del Valle conocí a doña Lucía, que aprendió a tejer a los nueve años mirando a su madre. Me explicó que cada greca tiene un nombre: el camino, la estrella, el ojo de dios. Aprender a leerlas es aprender a escuchar a las mujeres que las tejen desde hace generaciones.",
      "Una faja sencilla le lleva tres días; un rebozo con figuras, varias semanas. Cuando alguien regatea, dice, no está regateando la tela sino el tiempo de su vida que quedó ahí.",
    ].join("\n\n"),
  },
  {
    image: "blog-barro.webp",
    imageAlt: "Ilustración de tres ollas de barro de colores sobre una mesa",
    title: "Barro de Colima: de la tierra a la mesa",
    date: "2024-06-02",
    tags: ["barro", "alfarería", "colima"],
    body: [
      "El barro bruñido se pule a mano con una piedra de río hasta que brilla. Es un trabajo lento que exige paciencia y una memoria de las manos que no se aprende en los libros.",
      "En Comala visitamos a una familia de alfareros que conserva las formas de las vasijas antiguas de la región, las mismas de los perritos que se encontraron en las tumbas de tiro, y las reinventa para las cocinas de hoy: ollas para frijoles, jarros para café, cazuelas que van directo a la lumbre.",
      "Don Ernesto me dijo que el barro avisa cuando no quiere: se agrieta si lo apuras y se rompe en el horno si no lo dejaste secar a la sombra. Desde entonces pienso en esa frase cada vez que quiero terminar algo con prisa.",
    ].join("\n\n"),
  },
  {
    image: "blog-papel.webp",
    imageAlt: "Ilustración de banderas de papel picado de colores",
    title: "Papel picado: el arte de celebrar",
    date: "2024-11-01",
    tags: ["papelpicado", "fiesta", "tradición"],
    body: [
      "Con cinceles y martillo, los artesanos de San Salvador Huixcolotla, en Puebla, cortan decenas de hojas de papel de china a la vez. Las figuras aparecen como encaje: flores, calaveras, palomas, letras que dicen el nombre del pueblo.",
      "El diseño se dibuja primero en un patrón de papel grueso que sirve muchos años. Algunos talleres guardan patrones de los abuelos y los sacan solo para las fiestas grandes.",
      "En Día de Muertos las banderitas vuelan sobre los altares y recuerdan que la fiesta también es una forma de memoria: lo que se corta con tanto cuidado dura apenas unos días, y sin embargo cada año vuelve.",
    ].join("\n\n"),
  },
];
