-- AlterTable
ALTER TABLE "Book" ADD COLUMN     "deliveryTime" TEXT NOT NULL DEFAULT '3 a 7 días hábiles';
