-- Issue 28, item 16. An employee may give their gender, so the editor says 'Бронь изменил' or 'Бронь
-- изменила' (unknown reads 'Изменено: …'); null until given. And the first administrator, created as
-- first name 'Администратор' and last name 'Системы', read 'Системы Администратор' in the 'Фамилия Имя'
-- order every screen uses: an account still named so reads 'Администратор Системы' now.
ALTER TABLE "employees" ADD COLUMN "gender" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_gender_known" CHECK ("gender" IN ('male', 'female'));
--> statement-breakpoint
UPDATE "employees" SET "first_name" = 'Системы', "last_name" = 'Администратор'
WHERE "first_name" = 'Администратор' AND "last_name" = 'Системы';
