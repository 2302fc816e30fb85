-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "checkoutIp" TEXT;
