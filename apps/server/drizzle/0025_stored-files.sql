CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
