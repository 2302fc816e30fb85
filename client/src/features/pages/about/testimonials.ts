// The four sample testimonials of the about page (hard-coded, each with a first name, a job title and an avatar).
export interface SampleTestimonial {
  name: string;
  job: string;
  text: string;
  /** avatar background */
  color: string;
}

export const SAMPLE_TESTIMONIALS: SampleTestimonial[] = [
  {
    name: "Lucía",
    job: "Artesana textil",
    text: "Escuchó mi historia con paciencia y la contó con un respeto que pocas veces he sentido. Mi telar está en cada página.",
    color: "#7a2e3a",
  },
  {
    name: "Mateo",
    job: "Editor independiente",
    text: "Une investigación, diseño y narración como muy pocas autoras. Cada proyecto con ella se convierte en un libro que se disfruta.",
    color: "#1d6b63",
  },
  {
    name: "Fernanda",
    job: "Curadora de museo",
    text: "Su mirada sobre el arte popular es cálida y rigurosa a la vez. La exposición que diseñamos juntas emocionó a todo el público.",
    color: "#9c3f26",
  },
  {
    name: "Rodrigo",
    job: "Fotógrafo documental",
    text: "Trabajar a su lado en los talleres de Colima fue un aprendizaje: sabe hacer preguntas que abren puertas y corazones.",
    color: "#b0306a",
  },
];
