CREATE TABLE "data_repairs" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL
);
