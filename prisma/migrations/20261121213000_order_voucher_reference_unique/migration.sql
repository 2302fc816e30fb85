-- CreateIndex
CREATE UNIQUE INDEX "Order_voucherReference_key" ON "Order"("voucherReference");
