-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN     "confirmTokenExpiresAt" TIMESTAMP(3),
ADD COLUMN     "confirmTokenHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Subscriber_confirmTokenHash_key" ON "Subscriber"("confirmTokenHash");

-- A pending address keeps its confirmation link: the token that link carries becomes its single-use confirmation
-- token (stored hashed), valid for 7 days from now. The same token stays its unsubscribe token.
UPDATE "Subscriber"
SET "confirmTokenHash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'),
    "confirmTokenExpiresAt" = (now() AT TIME ZONE 'UTC') + INTERVAL '7 days'
WHERE "status" = 'pending' AND "token" IS NOT NULL;
