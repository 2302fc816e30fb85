-- CreateTable
CREATE TABLE "StatsDay" (
    "day" DATE NOT NULL,
    "visitors" INTEGER NOT NULL DEFAULT 0,
    "pageviews" INTEGER NOT NULL DEFAULT 0,
    "buyers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "StatsDay_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "StatsPage" (
    "day" DATE NOT NULL,
    "path" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "visitors" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "StatsPage_pkey" PRIMARY KEY ("day","path")
);

-- CreateTable
CREATE TABLE "StatsReferrer" (
    "day" DATE NOT NULL,
    "domain" TEXT NOT NULL,
    "visitors" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "StatsReferrer_pkey" PRIMARY KEY ("day","domain")
);

-- CreateTable
CREATE TABLE "StatsCampaign" (
    "day" DATE NOT NULL,
    "source" TEXT NOT NULL,
    "campaign" TEXT NOT NULL,
    "visitors" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "StatsCampaign_pkey" PRIMARY KEY ("day","source","campaign")
);

-- CreateTable
CREATE TABLE "StatsSalt" (
    "day" DATE NOT NULL,
    "salt" TEXT NOT NULL,

    CONSTRAINT "StatsSalt_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "StatsVisitor" (
    "hash" TEXT NOT NULL,
    "mark" TEXT NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "StatsVisitor_pkey" PRIMARY KEY ("hash","mark")
);
