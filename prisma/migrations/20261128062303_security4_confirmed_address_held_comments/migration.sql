-- AlterTable
ALTER TABLE "BookComment" ADD COLUMN     "pendiente" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "PhotoComment" ADD COLUMN     "pendiente" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "correoConfirmadoEn" TIMESTAMP(3);
