-- DropIndex
DROP INDEX "Order_status_idx";

-- AlterTable
ALTER TABLE "Book" ADD COLUMN     "stock" INTEGER;

-- AlterTable
ALTER TABLE "BookComment" ADD COLUMN     "oculto" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "canceledAt" TIMESTAMP(3),
ADD COLUMN     "carrier" TEXT,
ADD COLUMN     "expiredAt" TIMESTAMP(3),
ADD COLUMN     "paidAt" TIMESTAMP(3),
ADD COLUMN     "shippedAt" TIMESTAMP(3),
ADD COLUMN     "stockReserved" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "stockShort" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "trackingNumber" TEXT;

-- AlterTable
ALTER TABLE "PhotoComment" ADD COLUMN     "oculto" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Order_status_voucherExpiresAt_idx" ON "Order"("status", "voucherExpiresAt");

-- CreateIndex
CREATE INDEX "Order_paidAt_idx" ON "Order"("paidAt");

-- Orders from before the timeline: their last change is the best time known.
UPDATE "Order" SET "paidAt" = "updatedAt" WHERE "status" IN ('paid', 'shipped');
UPDATE "Order" SET "shippedAt" = "updatedAt" WHERE "status" = 'shipped';
UPDATE "Order" SET "expiredAt" = "updatedAt" WHERE "status" = 'expired';
UPDATE "Order" SET "canceledAt" = "updatedAt" WHERE "status" = 'canceled';
