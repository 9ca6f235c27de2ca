-- A new store starts with the synonyms buyers most often need ("bday" for birthday, "xmas" for
-- christmas and holiday): the owner's to edit in the dashboard's Search tab like any other. A store
-- that already keeps synonyms keeps its own list as it is; one with none gets these.
INSERT INTO "search_synonyms" ("term", "synonym", "two_way")
SELECT "term", "synonym", "two_way"
FROM (VALUES
  (1, 'bday', 'birthday', true),
  (2, 'hbd', 'birthday', false),
  (3, 'xmas', 'christmas', true),
  (4, 'xmas', 'holiday', false),
  (5, 'christmas', 'holiday', false),
  (6, 'thanksgiving', 'holiday', false),
  (7, 'diwali', 'festival', false),
  (8, 'eid', 'festival', false),
  (9, 'holi', 'festival', false),
  (10, 'anniv', 'anniversary', true),
  (11, 'invite', 'invitation', true),
  (12, 'congrats', 'congratulations', true),
  (13, 'grad', 'graduation', true),
  (14, 'wedding', 'marriage', true),
  (15, 'bride', 'wedding', false),
  (16, 'party', 'celebration', true),
  (17, 'valentine', 'love', false),
  (18, 'newborn', 'baby', false),
  (19, 'mom', 'mother', true),
  (20, 'mum', 'mother', true),
  (21, 'dad', 'father', true),
  (22, 'kid', 'child', true),
  (23, 'bye', 'farewell', true),
  (24, 'promo', 'promotion', true),
  (25, 'discount', 'sale', false),
  (26, 'offer', 'sale', false),
  (27, 'biz', 'business', true),
  (28, 'corp', 'corporate', true),
  (29, 'realtor', 'property', false),
  (30, 'intro', 'introduction', true),
  (31, 'info', 'information', true),
  (32, 'pic', 'picture', true),
  (33, 'photo', 'picture', true),
  (34, 'vid', 'video', true),
  (35, 'bg', 'background', true),
  (36, 'thumb', 'thumbnail', true),
  (37, 'yt', 'youtube', true),
  (38, 'insta', 'instagram', true),
  (39, 'ig', 'instagram', true),
  (40, 'fb', 'facebook', true),
  (41, 'tiktok', 'reel', false),
  (42, 'shorts', 'reel', false),
  (43, 'gym', 'fitness', false),
  (44, 'workout', 'fitness', false),
  (45, 'song', 'music', false)
) AS "starting" ("position", "term", "synonym", "two_way")
WHERE NOT EXISTS (SELECT 1 FROM "search_synonyms")
ORDER BY "position";
--> statement-breakpoint
-- Every process plans searches with the synonyms of this version on.
UPDATE "search_words_version" SET "version" = "version" + 1;
