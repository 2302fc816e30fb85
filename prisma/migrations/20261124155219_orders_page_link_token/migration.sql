-- Every order gets the random key of its permanent page (/pedido/<token>); the orders already stored get one each
-- (PostgreSQL evaluates the volatile default once per existing row).
-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "pageToken" TEXT NOT NULL DEFAULT replace((gen_random_uuid())::text, '-'::text, ''::text);

-- CreateIndex
CREATE UNIQUE INDEX "Order_pageToken_key" ON "Order"("pageToken");
