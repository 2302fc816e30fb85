// The three sample posts of /blog/{id} (hard-coded, with a fixed author).
import barroImage from "@/assets/blog-barro.svg";
import papelImage from "@/assets/blog-papel.svg";
import telarImage from "@/assets/blog-telar.svg";

export const BLOG_AUTHOR = "Autora Colimense";

export interface BlogPost {
  id: string;
  /** English long form, as in the original samples */
  date: string;
  title: string;
  tags: string[];
  image: string;
  imageAlt: string;
  content: string[];
  social: ("facebook" | "twitter" | "instagram")[];
}

export const BLOG_POSTS: BlogPost[] = [
  {
    id: "1",
    date: "March 15, 2024",
    title: "El telar de cintura: hilos que cuentan historias",
    tags: ["telar", "textiles", "colima"],
    image: telarImage,
    imageAlt: "Ilustración de un telar con un tejido de franjas de colores",
    content: [
      "En muchas comunidades de México, el telar de cintura sigue siendo el centro de la casa. Una punta se ata a un árbol o a un poste; la otra, a la cintura de la tejedora.",
      "Cada greca tiene un nombre y un significado. Aprender a leerlas es aprender a escuchar a las mujeres que las tejen desde hace generaciones.",
    ],
    social: ["facebook", "twitter", "instagram"],
  },
  {
    id: "2",
    date: "June 2, 2024",
    title: "Barro de Colima: de la tierra a la mesa",
    tags: ["barro", "alfarería", "oficios"],
    image: barroImage,
    imageAlt: "Ilustración de tres ollas de barro de colores sobre una mesa",
    content: [
      "El barro bruñido se pule a mano con una piedra hasta que brilla. Es un trabajo lento que exige paciencia y una memoria de las manos que no se aprende en los libros.",
      "Visitamos a una familia de alfareros que conserva las formas de las vasijas antiguas de la región y las reinventa para las cocinas de hoy.",
    ],
    social: ["facebook", "instagram"],
  },
  {
    id: "3",
    date: "November 1, 2024",
    title: "Papel picado: el arte de celebrar",
    tags: ["papelpicado", "fiesta", "tradición"],
    image: papelImage,
    imageAlt: "Ilustración de banderas de papel picado de colores",
    content: [
      "Con cinceles y martillo, los artesanos de papel picado cortan decenas de hojas a la vez. Las figuras aparecen como encaje: flores, calaveras, palomas.",
      "En Día de Muertos las banderitas vuelan sobre los altares y recuerdan que la fiesta también es una forma de memoria.",
    ],
    social: ["twitter", "instagram"],
  },
];

export const findBlogPost = (id: string | undefined) => BLOG_POSTS.find((post) => post.id === id);
