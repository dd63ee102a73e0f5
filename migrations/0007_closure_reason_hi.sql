-- A closure's reason in Hindi (issue 25, decision 014): Hindi patients read the closed-day message as a Hindi
-- sentence, so the desk's English reason must not sit inside it. The desk writes the reason in each language;
-- '' (every closure from before, or one the desk gave no Hindi reason) means Hindi patients read the sentence
-- without a reason.
ALTER TABLE closures ADD COLUMN reason_hi TEXT NOT NULL DEFAULT '' CHECK (length(reason_hi) <= 200);
