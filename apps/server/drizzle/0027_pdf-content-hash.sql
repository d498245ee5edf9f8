-- What a PDF record is the PDF of: a hash of its CV's data and template, so Save & Download of
-- a CV unchanged since it was paid for downloads it again without a charge. Records paid before
-- stay downloadable from Manage PDFs; they simply match no CV.
ALTER TABLE "pdf_documents" ADD COLUMN "content_hash" char(64);
