ALTER TABLE "outbox" ADD COLUMN "reply_to" varchar(255);
