-- AlterTable
ALTER TABLE "Book" ADD COLUMN     "dedicado" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "dedicatoriaHechaEn" TIMESTAMP(3),
ADD COLUMN     "dedicatoriaMensaje" TEXT,
ADD COLUMN     "dedicatoriaNombre" TEXT;
