-- Extensions every later migration relies on (PGlite loads pg_trgm as a contrib module).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
