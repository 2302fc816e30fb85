-- AlterTable
ALTER TABLE "BlogDocument" ADD COLUMN     "date" DATE;

-- Before the date picker, an event's day was written in words in its description ("15 de marzo de 2025", "3 de
-- agosto 2024"): the first such day that exists in the calendar becomes the event's date.
UPDATE "BlogDocument" AS event
SET "date" = make_date(found.year, found.month, found.day)
FROM (
  SELECT id,
         (parts[1])::int AS day,
         CASE lower(parts[2])
           WHEN 'enero' THEN 1 WHEN 'febrero' THEN 2 WHEN 'marzo' THEN 3 WHEN 'abril' THEN 4 WHEN 'mayo' THEN 5
           WHEN 'junio' THEN 6 WHEN 'julio' THEN 7 WHEN 'agosto' THEN 8 WHEN 'septiembre' THEN 9 WHEN 'setiembre' THEN 9
           WHEN 'octubre' THEN 10 WHEN 'noviembre' THEN 11 WHEN 'diciembre' THEN 12
         END AS month,
         (parts[3])::int AS year
  FROM (
    SELECT id, regexp_match(description, '(?:^|[^0-9])([0-9]{1,2})\s*[º°]?\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\s*,?\s+(?:del?\s+)?([0-9]{4})(?![0-9])', 'i') AS parts
    FROM "BlogDocument"
    WHERE description IS NOT NULL
  ) AS matched
  WHERE parts IS NOT NULL
) AS found
WHERE event.id = found.id
  AND CASE
        WHEN found.year BETWEEN 1900 AND 2200
          THEN found.day BETWEEN 1 AND extract(day FROM make_date(found.year, found.month, 1) + interval '1 month - 1 day')
        ELSE false
      END;
