// Test data shared by the payments and orders tests: a book in the database and a valid checkout body.
import type { PrismaClient } from "../../lib/db/client.ts";

export async function createBook(prisma: PrismaClient, price: string, name = "Urdimbre") {
  return prisma.book.create({
    data: {
      name,
      description: "Historias creativas de artesanas y artesanos de México",
      price,
      language: "Español",
      editorial: "Editorial Colima",
      format: "Pasta blanda",
    },
  });
}

export function checkoutBody(items: { id: number; quantity: number; price?: number; name?: string }[]) {
  return {
    nombre: "María López",
    email: "maria@ejemplo.mx",
    telefono: "312 555 0101",
    direccion: {
      calleNumero: "Av. Juárez 123",
      colonia: "Centro",
      codigoPostal: "28000",
      ciudad: "Colima",
      estado: "Colima",
      referencias: "Casa azul junto a la panadería",
    },
    items: items.map((item) => ({
      id: item.id,
      name: item.name ?? "Urdimbre",
      price: item.price ?? 350,
      quantity: item.quantity,
    })),
  };
}
