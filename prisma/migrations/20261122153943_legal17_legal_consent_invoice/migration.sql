-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "facturaCodigoPostal" TEXT,
ADD COLUMN     "facturaRazonSocial" TEXT,
ADD COLUMN     "facturaRegimenFiscal" TEXT,
ADD COLUMN     "facturaRfc" TEXT,
ADD COLUMN     "facturaUsoCfdi" TEXT,
ADD COLUMN     "privacidadAceptadaEn" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "privacidadAceptadaEn" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "LegalPage" (
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LegalPage_pkey" PRIMARY KEY ("slug")
);
