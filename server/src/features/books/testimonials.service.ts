import type { PrismaClient } from "../../lib/db/client.ts";
import { notFound } from "../../lib/errors.ts";
import type { CreateTestimonialInput, PublicTestimonial, Testimonial } from "@autora/common/contract/books.ts";
import type { JsonSource } from "../../lib/json.ts";

const testimonialFields = { id: true, content: true, author: true, date: true, bookId: true } as const;
const newestFirst = [{ date: "desc" as const }, { id: "desc" as const }];
const bookNotFound = () => notFound("Libro no encontrado");

export async function listBookTestimonials(prisma: PrismaClient, bookId: number): Promise<JsonSource<Testimonial>[]> {
  const book = await prisma.book.findUnique({ where: { id: bookId }, select: { id: true } });
  if (!book) throw bookNotFound();
  return prisma.testimonial.findMany({ where: { bookId }, select: testimonialFields, orderBy: newestFirst });
}

/** Every testimonial, for the public carousel. */
export function listTestimonials(prisma: PrismaClient): Promise<PublicTestimonial[]> {
  return prisma.testimonial.findMany({ select: { id: true, content: true, author: true }, orderBy: newestFirst });
}

export async function createTestimonial(
  prisma: PrismaClient,
  input: CreateTestimonialInput,
): Promise<JsonSource<Testimonial>> {
  const book = await prisma.book.findUnique({ where: { id: input.bookId }, select: { id: true } });
  if (!book) throw bookNotFound();
  return prisma.testimonial.create({ data: input, select: testimonialFields });
}

export async function deleteTestimonial(prisma: PrismaClient, id: number): Promise<void> {
  const { count } = await prisma.testimonial.deleteMany({ where: { id } });
  if (count === 0) throw notFound("Testimonio no encontrado");
}
