-- The files of the photos the owner uploads (every width, every format, the share images), so that
-- every store process serves them: with several processes on one PostgreSQL, a photo kept only in
-- the data folder of the process that took it was a 404 on the others. The data folder keeps a
-- copy of each file a process has served, filled from here on its first request.
CREATE TABLE photo_file (
  file_name text PRIMARY KEY,
  image text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX photo_file_image ON photo_file (image);
