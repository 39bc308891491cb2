-- A dress's length as its store states it (crop, waist, hip, long; mini, knee, midi, ankle, maxi:
-- DRESS_LENGTHS of its cloth type); null until stated, and the engine then reads it from the photo.
ALTER TABLE "dresses" ADD COLUMN "length" text;