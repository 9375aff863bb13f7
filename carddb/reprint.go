package carddb

import (
	"fmt"
	"hash/fnv"
	"strings"
)

// TextSum fingerprints a card's printed ability text so that two
// printings' texts can be compared without the database holding either:
// case, accents and punctuation are folded, and every run of characters
// other than letters and digits counts as one space. It is 16 hexadecimal
// digits, or "" for an empty text.
func TextSum(text string) string {
	folded := foldAccents.Replace(strings.ToLower(text))
	var b strings.Builder
	space := false
	for _, r := range folded {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
			continue
		}
		space = true
	}
	if b.Len() == 0 {
		return ""
	}
	h := fnv.New64a()
	h.Write([]byte(b.String()))
	return fmt.Sprintf("%016x", h.Sum64())
}

// checkReprints checks every card that shares another's implementation
// (Card.Reprint): the key is an LCG card's, of the same title and type,
// whose text had the same fingerprint when the database was generated,
// and, for an LCG card, an earlier printing that shares no other's.
func (db *DB) checkReprints() error {
	for _, c := range db.cards {
		if c.Reprint == "" {
			continue
		}
		l := db.exact[c.Reprint]
		switch {
		case l == nil:
			return fmt.Errorf("%s: reprint of %s, which the database does not have", c.key, c.Reprint)
		case l.Era != LCG || Normalize(l.Title) != Normalize(c.Title) || l.Type != c.Type:
			return fmt.Errorf("%s: reprint of %s, which is not an LCG %s titled %q", c.key, c.Reprint, c.Type, c.Title)
		case c.TextSum == "" || l.TextSum != c.TextSum:
			return fmt.Errorf("%s: reprint of %s, whose text differs (fingerprints %q and %q)", c.key, c.Reprint, c.TextSum, l.TextSum)
		case l.Reprint != "" || c.Era == LCG && l.ord >= c.ord:
			return fmt.Errorf("%s: reprint of %s, which is not the first printing of its text", c.key, c.Reprint)
		}
	}
	return nil
}
