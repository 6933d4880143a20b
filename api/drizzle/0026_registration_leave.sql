ALTER TABLE "registrations" ADD COLUMN "leave_kind" varchar(30);
