CREATE TABLE "bkash_sandbox_records" (
	"kind" varchar(20) NOT NULL,
	"id" varchar(100) NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bkash_sandbox_records_kind_id_pk" PRIMARY KEY("kind","id")
);
