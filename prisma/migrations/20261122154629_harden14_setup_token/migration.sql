-- CreateTable
CREATE TABLE "SetupToken" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SetupToken_pkey" PRIMARY KEY ("id")
);
